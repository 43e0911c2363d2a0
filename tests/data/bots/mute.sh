#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A bot that never says hello: it reads everything and answers nothing.
cat > /dev/null
