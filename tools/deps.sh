# shellcheck shell=bash disable=SC2034
# tools/deps.sh — the Debian 12 packages tools/run and tools/test need.
# Sourced by tools/common.sh; keep this the only list.

# Build the game and euchre-cli.
EUCHRE_BUILD_DEPS=(
  meson
  ninja-build
  pkg-config
  gcc
  libglib2.0-dev
  libgtk-4-dev
  libadwaita-1-dev
  librsvg2-dev
  libgsound-dev       # the table's sounds (src/ui/play/euchre-sound.c)
  libjson-glib-dev
  libsoup-3.0-dev     # online tables: the WebSocket client (src/net/client/net-soup.c)
  libgnutls28-dev     # euchre-server: wss:// without threads (src/net/server/net-tls.c)
  libhiredis-dev      # euchre-server --redis: the table directory (src/net/directory/net-directory.c)
  libqrencode-dev     # Play Online: the browser link's QR code (src/ui/online/euchre-qr.c)
  gettext
  itstool             # gnome.yelp(): the translated manual
  desktop-file-utils
  appstream
)

# Run the test suite under a virtual display and a private session bus.
EUCHRE_TEST_DEPS=(
  xvfb
  xauth
  dbus
  dbus-x11
  libxtst-dev         # tests/test-ui.c: real key presses (XTest) into the window under Xvfb
  # tests/check-run.py: the game from tools/run, read through AT-SPI, in German
  at-spi2-core
  python3-gi
  gir1.2-atspi-2.0
  gir1.2-gtk-4.0
  locales
  valgrind
  time
  clang
  libclang-rt-14-dev
  aisleriot           # its card themes: tests/test-card-theme.c draws every card of each
  yelp-tools          # tests help, help-links: yelp-check on the manual
  shared-mime-info    # tests/check-install.py: update-mime-database reads the EGN type
  glib-networking     # tests/test-net-server.c: wss:// and the certificate checks (GIO's TLS)
  haproxy             # tests/check-deploy.py: data/deploy/haproxy.cfg routes by table code
  redis-server        # tests/check-deploy.py: the table directory (redis-cli comes with it)
  # tests/check-browser.py: the browser's seat at /t/CODE, played in headless Chromium
  chromium
  chromium-driver
  python3-selenium
  flatpak-builder     # tests/check-flatpak.py: flatpak-builder --show-manifest reads the manifest
)
