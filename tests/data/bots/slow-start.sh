#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# slow-start.sh DIR: a bot that takes a while to start (as one that loads
# a model would), far longer than a move's budget and grace, then plays
# the first legal action quickly: its slow start is no fault.  Only the
# first process to make the folder DIR/slow is slow, so the match pays
# for the sleep once.
[ -n "$1" ] && mkdir "$1/slow" 2>/dev/null && sleep 6
while IFS= read -r line; do
  case $line in
    "protocol "*) echo "protocol 1 slow-start" ;;
    isready) echo readyok ;;
    "go "*) set -- $line; echo "action $3" ;;
    quit) exit 0 ;;
  esac
done
