#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A bot that answers every request with an action that is never legal
# (the Joker is not in the standard deck).
while IFS= read -r line; do
  case $line in
    "protocol "*) echo "protocol 1 illegal" ;;
    isready) echo readyok ;;
    "go "*) echo "action discard-JK" ;;
    quit) exit 0 ;;
  esac
done
