#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A well-behaved bot that starts a process of its own and leaves it
# running: the host must end it with the game (docs/PROTOCOL.md). $1 is a
# folder where each such process writes its pid.
sleep 1000 &
echo $! > "$1/sleep.$!"
while IFS= read -r line; do
  case $line in
    "protocol "*) echo "protocol 1 grandchild" ;;
    isready) echo readyok ;;
    "go "*) set -- $line; echo "action $3" ;;
    quit) exit 0 ;;
  esac
done
