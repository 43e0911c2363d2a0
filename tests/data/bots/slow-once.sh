#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A bot that answers its first request a second late, then plays the first
# legal action in time: the host syncs with isready, drops the late answer
# and counts one late answer, nothing else.
late=yes
while IFS= read -r line; do
  case $line in
    "protocol "*) echo "protocol 1 slow-once" ;;
    isready) echo readyok ;;
    "go "*)
      [ "$late" = yes ] && sleep 1
      late=no
      set -- $line; echo "action $3" ;;
    quit) exit 0 ;;
  esac
done
