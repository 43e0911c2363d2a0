#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A bot that always takes the first legal action: a well-behaved reference.
while IFS= read -r line; do
  case $line in
    "protocol "*) echo "protocol 1 first-legal" ;;
    isready) echo readyok ;;
    "go "*) set -- $line; echo "info reason the first one"; echo "action $3" ;;
    quit) exit 0 ;;
  esac
done
