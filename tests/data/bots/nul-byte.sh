#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A bot whose every answer is a NUL byte: the host names it (0x00).
while IFS= read -r line; do
  case $line in
    "protocol "*) echo "protocol 1 nul-byte" ;;
    isready) echo readyok ;;
    "go "*) printf '\000\n' ;;
    quit) exit 0 ;;
  esac
done
