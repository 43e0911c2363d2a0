#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A bot that speaks a protocol version this host does not.
read -r line
echo "protocol 2 from-the-future"
cat > /dev/null
