#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A bot that takes a while to start (as one that loads a model would),
# far longer than a move's budget and grace, then plays the first legal
# action quickly: its slow start is no fault.
sleep 0.6
while IFS= read -r line; do
  case $line in
    "protocol "*) echo "protocol 1 slow-start" ;;
    isready) echo readyok ;;
    "go "*) set -- $line; echo "action $3" ;;
    quit) exit 0 ;;
  esac
done
