#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A bot that answers every request with a line that is no message.
while IFS= read -r line; do
  case $line in
    "protocol "*) echo "protocol 1 garbage" ;;
    isready) echo readyok ;;
    "go "*) echo "I think I will play the   ace" ;;
    quit) exit 0 ;;
  esac
done
