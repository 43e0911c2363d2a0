#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A bot that plays the first legal action and exits at its fifth request:
# it exits again after its restart, so the match must stop.
n=0
while IFS= read -r line; do
  case $line in
    "protocol "*) echo "protocol 1 exits" ;;
    "go "*)
      n=$((n + 1))
      [ "$n" -ge 5 ] && exit 1
      set -- $line; echo "action $3" ;;
    quit) exit 0 ;;
  esac
done
