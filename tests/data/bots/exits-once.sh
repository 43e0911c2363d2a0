#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exits-once.sh DIR: plays the first legal action, and exits at its fifth
# request once per game and seat (a file in DIR remembers it), so the host
# restarts it once and the game goes on.
dir=$1 n=0 seat=x game=x
while IFS= read -r line; do
  case $line in
    "protocol "*) echo "protocol 1 exits-once" ;;
    "seat "*) seat=${line#seat } ;;
    "newgame "*) game=${line#newgame } ;;
    "go "*)
      n=$((n + 1))
      if [ "$n" -ge 5 ] && [ ! -e "$dir/$game-$seat" ]; then
        : > "$dir/$game-$seat"
        exit 1
      fi
      set -- $line; echo "action $3" ;;
    quit) exit 0 ;;
  esac
done
