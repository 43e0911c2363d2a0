#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A well-behaved bot that starts a process of its own and leaves it
# running: the host must end it with the game (docs/PROTOCOL.md). $1 is a
# folder where each such process writes its pid.  The process keeps the
# bot's output to the host open (the host waits out its grace at quit),
# not the host's own error output (a host that left it running would
# still end, and the test name the process).
sleep 1000 2>/dev/null &
echo $! > "$1/sleep.$!"
while IFS= read -r line; do
  case $line in
    "protocol "*) echo "protocol 1 grandchild" ;;
    isready) echo readyok ;;
    "go "*) set -- $line; echo "action $3" ;;
    quit) exit 0 ;;
  esac
done
