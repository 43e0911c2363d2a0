# shellcheck shell=bash
# tools/common.sh — shared set-up for tools/run and tools/test:
# install missing Debian packages, then configure and build with Meson.
# Sourced, not run. Sets EUCHRE_ROOT, EUCHRE_BUILD and EUCHRE_PREFIX.

EUCHRE_ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
EUCHRE_BUILD="$EUCHRE_ROOT/build"
# build/ is configured with this private prefix: tools/run installs the game
# there (translations, icons, GSettings schema, desktop file) and runs it
# from there, so no root is needed and nothing outside the tree changes.
EUCHRE_PREFIX="$EUCHRE_BUILD/prefix"

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

# euchre_as_root WHAT COMMAND... — run COMMAND as root: directly when root,
# else with sudo. Without sudo, says WHAT is missing and how to do it
# by hand (COMMAND), and returns 1.
euchre_as_root ()
{
  local what="$1"
  shift
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    euchre_log "$what, and not root and no sudo to fix it:"
    euchre_log "  $*"
    return 1
  fi
}

# euchre_ensure_packages PKG... — apt-get install whichever are missing.
euchre_ensure_packages ()
{
  local -a missing

  if ! command -v dpkg-query >/dev/null 2>&1; then
    euchre_log "dpkg-query not found: this script installs dependencies on Debian 12 only."
    euchre_log "Install these packages (or their equivalents) yourself: $*"
    return 1
  fi

  mapfile -t missing < <(euchre_missing_packages "$@")
  if [ "${#missing[@]}" -eq 0 ]; then
    return 0
  fi

  euchre_log "installing missing packages: ${missing[*]}"
  euchre_as_root "missing packages" apt-get update || exit 1
  euchre_as_root "missing packages" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${missing[@]}"
}

# euchre_build_option BUILDDIR NAME — print the value of a Meson option.
euchre_build_option ()
{
  meson introspect --buildoptions "$1" 2>/dev/null |
    python3 -c 'import json, sys
print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == sys.argv[1]))' "$2" \
      2>/dev/null
}

# euchre_configure — meson setup once, with --prefix=$EUCHRE_PREFIX. A
# configured build directory is kept as it is (meson compile regenerates it
# when meson.build changes) unless Meson cannot load it (made by another Meson
# version, or damaged): then reconfigure, and as a last resort wipe it. One
# set up by hand with another prefix is moved to $EUCHRE_PREFIX.
euchre_configure ()
{
  local -a options=("--prefix=$EUCHRE_PREFIX")

  if [ ! -f "$EUCHRE_BUILD/meson-private/coredata.dat" ]; then
    meson setup "$EUCHRE_BUILD" "$EUCHRE_ROOT" "${options[@]}"
    return
  fi

  # `meson configure` with no options only loads and prints the configuration.
  if ! meson configure "$EUCHRE_BUILD" >/dev/null 2>&1; then
    euchre_log "Meson rejects $EUCHRE_BUILD; reconfiguring"
    if ! meson setup --reconfigure "$EUCHRE_BUILD" "$EUCHRE_ROOT" "${options[@]}"; then
      euchre_log "reconfigure failed; wiping $EUCHRE_BUILD and configuring again"
      meson setup --wipe "$EUCHRE_BUILD" "$EUCHRE_ROOT" "${options[@]}"
      return
    fi
  fi
  if [ "$(euchre_build_option "$EUCHRE_BUILD" prefix)" != "$EUCHRE_PREFIX" ]; then
    euchre_log "setting the prefix of $EUCHRE_BUILD to $EUCHRE_PREFIX"
    meson configure "$EUCHRE_BUILD" "${options[@]}"
  fi
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
  elif [ "$(euchre_build_option "$EUCHRE_ASAN_BUILD" b_sanitize)" != "address,undefined" ]; then
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

# euchre_install — install build/ into $EUCHRE_PREFIX (no root needed):
# the program with its translations, icons, schema and desktop file, as a
# user's system would have them. Only changed files are copied.
euchre_install ()
{
  meson install -C "$EUCHRE_BUILD" --no-rebuild --only-changed --quiet
}

# euchre_locale_missing [VAR=VALUE...] — print glibc's complaint when a
# locale named by LC_ALL, LC_* or LANG (in the environment, or as given) is
# not installed: then setlocale() falls back to C.
euchre_locale_missing ()
{
  local complaint
  complaint="$(env "$@" locale 2>&1 >/dev/null)" || true
  printf '%s' "${complaint%%$'\n'*}"
}

# euchre_ensure_locale NAME — generate a locale such as de_DE.UTF-8 when it
# is missing (needs the `locales` package, and root or sudo). Returns 1,
# with the reason, when it cannot.
euchre_ensure_locale ()
{
  local name="$1"

  if [ -z "$(euchre_locale_missing LC_ALL="$name")" ]; then
    return 0
  fi
  euchre_log "generating the locale $name"
  # Exit status 1 means warnings only; whether it worked is checked below.
  euchre_as_root "the locale $name is missing" \
    localedef -i "${name%%.*}" -c -f UTF-8 -A /usr/share/locale/locale.alias "$name" || true
  if [ -n "$(euchre_locale_missing LC_ALL="$name")" ]; then
    euchre_log "could not generate the locale $name (is the locales package installed?)"
    return 1
  fi
}
