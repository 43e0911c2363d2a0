#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A bot that says hello and then never answers a request (every answer late).
while IFS= read -r line; do
  case $line in
    "protocol "*) echo "protocol 1 silent" ;;
    quit) exit 0 ;;
  esac
done
