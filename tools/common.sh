# shellcheck shell=bash
# tools/common.sh — shared set-up for tools/run and tools/test:
# install missing Debian packages, then configure and build with Meson.
# Sourced, not run. Sets EUCHRE_ROOT and EUCHRE_BUILD.

EUCHRE_ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
EUCHRE_BUILD="$EUCHRE_ROOT/build"

# shellcheck source=tools/deps.sh
source "$EUCHRE_ROOT/tools/deps.sh"

euchre_log ()
{
  printf '%s: %s\n' "${0##*/}" "$*" >&2
}

euchre_missing_packages ()
{
  local pkg status
  for pkg in "$@"; do
    status="$(dpkg-query -W -f='${Status}\n' "$pkg" 2>/dev/null || true)"
    case "$status" in
      *"ok installed"*) ;;
      *) printf '%s\n' "$pkg" ;;
    esac
  done
}

# euchre_ensure_packages PKG... — apt-get install whichever are missing.
euchre_ensure_packages ()
{
  local -a missing sudo=()

  if ! command -v dpkg-query >/dev/null 2>&1; then
    euchre_log "dpkg-query not found: this script installs dependencies on Debian 12 only."
    euchre_log "Install these packages (or their equivalents) yourself: $*"
    return 1
  fi

  mapfile -t missing < <(euchre_missing_packages "$@")
  if [ "${#missing[@]}" -eq 0 ]; then
    return 0
  fi

  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo)
    else
      euchre_log "missing packages, and not root and no sudo to install them:"
      euchre_log "  apt-get install ${missing[*]}"
      exit 1
    fi
  fi

  euchre_log "installing missing packages: ${missing[*]}"
  "${sudo[@]}" apt-get update
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${missing[@]}"
}

# euchre_configure — meson setup once. A configured build directory is kept
# as it is (meson compile regenerates it when meson.build changes) unless Meson
# cannot load it (made by another Meson version, or damaged): then reconfigure,
# and as a last resort wipe it.
euchre_configure ()
{
  if [ ! -f "$EUCHRE_BUILD/meson-private/coredata.dat" ]; then
    meson setup "$EUCHRE_BUILD" "$EUCHRE_ROOT"
    return
  fi

  # `meson configure` with no options only loads and prints the configuration.
  if meson configure "$EUCHRE_BUILD" >/dev/null 2>&1; then
    return 0
  fi
  euchre_log "Meson rejects $EUCHRE_BUILD; reconfiguring"
  if meson setup --reconfigure "$EUCHRE_BUILD" "$EUCHRE_ROOT"; then
    return 0
  fi
  euchre_log "reconfigure failed; wiping $EUCHRE_BUILD and configuring again"
  meson setup --wipe "$EUCHRE_BUILD" "$EUCHRE_ROOT"
}

# euchre_configure_asan — the AddressSanitizer + UndefinedBehaviorSanitizer
# build in EUCHRE_ASAN_BUILD (default build-asan/ beside build/), configured
# once, or again when it is not set up for the sanitizers; then built.
euchre_configure_asan ()
{
  local -a options=("-Db_sanitize=address,undefined" -Db_lto=false)

  EUCHRE_ASAN_BUILD="${EUCHRE_ASAN_BUILD:-$EUCHRE_ROOT/build-asan}"
  if [ ! -f "$EUCHRE_ASAN_BUILD/meson-private/coredata.dat" ]; then
    meson setup "$EUCHRE_ASAN_BUILD" "$EUCHRE_ROOT" "${options[@]}"
  elif [ "$(meson introspect --buildoptions "$EUCHRE_ASAN_BUILD" 2>/dev/null |
            python3 -c 'import json, sys
print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "b_sanitize"))' 2>/dev/null)" \
         != "address,undefined" ]; then
    euchre_log "reconfiguring $EUCHRE_ASAN_BUILD for the sanitizers"
    meson setup --wipe "$EUCHRE_ASAN_BUILD" "$EUCHRE_ROOT" "${options[@]}"
  fi
  meson compile -C "$EUCHRE_ASAN_BUILD"
}

euchre_build ()
{
  euchre_configure
  meson compile -C "$EUCHRE_BUILD"
}
