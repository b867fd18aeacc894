#!/usr/bin/env bash
# Installs PlayingCard and FaceIt for the desktop, or removes them again. No root needed.
#
#   scripts/install.sh [--prefix DIR]              build in release and install (default ~/.local)
#   scripts/install.sh --uninstall [--prefix DIR]  remove exactly what an install put there
#   scripts/install.sh --build-only                the release build alone (the tests reuse it)
#
# Under PREFIX:
#   bin/PlayingCard, bin/FaceIt             the apps, with the Swift runtime linked in, so they
#                                           keep working when the toolchain moves or goes
#   share/openuikit/assets/                 their images; an installed app looks nowhere else
#   share/applications/openuikit-*.desktop  the menu entries (from scripts/desktop/*.desktop.in)
#   share/icons/hicolor/*/apps/openuikit-*  the icons, 48, 128 and 256 px PNG and an SVG, drawn
#                                           by the apps' own views (`APP --export-icons DIR`)
#   share/openuikit/install-manifest        every file and folder the install put there
#
# The binaries go straight into bin: they find their assets from their own path
# (PREFIX/bin/../share/openuikit/assets), so no wrapper script has to set anything up, and the
# desktop's launcher, the window's _NET_WM_PID and `ps` all see the app itself.
#
# Everything is checked and staged before anything is written to PREFIX: an unusable prefix
# (not writable, a file where a folder must go, a file of someone else's at one of our paths)
# is refused with a message and exit status 1, before the build. Installing again replaces
# the files and keeps one manifest. Existing icon and desktop caches are refreshed; none is
# created (without one, desktops read the folders, which finds the new files).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${HOME:?HOME is not set}/.local"
mode=install
apps=(PlayingCard FaceIt)

usage() {
    sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'
}

die() {
    echo "install: $*" >&2
    exit 1
}

while (($#)); do
    case "$1" in
        --prefix)
            (($# >= 2)) || die "--prefix needs a folder"
            prefix="$2"
            shift 2
            ;;
        --prefix=*)
            prefix="${1#--prefix=}"
            shift
            ;;
        --uninstall) mode=uninstall; shift ;;
        --build-only) mode=build; shift ;;
        -h | --help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument: $1" ;;
    esac
done

[[ -n "$prefix" ]] || die "--prefix needs a folder"
[[ "$prefix" != *$'\n'* ]] || die "the prefix must not contain a line break"
# Absolute and without . or .. (symbolic links are kept: the user's path is the one shown).
prefix="$(realpath -m -s -- "$prefix")"
[[ "$prefix" != / ]] || die "the prefix cannot be / itself"
manifest_path="share/openuikit/install-manifest"
manifest="$prefix/$manifest_path"

# MARK: Building

scratch="$root/.build/install"

# A release build of both apps with the Swift runtime linked in statically, in a build folder
# of its own: its flags differ from a plain release build's, and sharing .build/release would
# rebuild everything each time one or the other ran. -DOPENUIKIT_INSTALLED makes the apps use
# the installed assets only (Sources/DemoSupport/InstalledLayout.swift).
build() {
    "$root/scripts/setup.sh"
    local app
    for app in "${apps[@]}"; do
        swift build --package-path "$root" --scratch-path "$scratch" -c release --static-swift-stdlib \
            -Xswiftc -DOPENUIKIT_INSTALLED --product "$app" >&2
    done
    bin_dir="$(swift build --package-path "$root" --scratch-path "$scratch" -c release --static-swift-stdlib \
        -Xswiftc -DOPENUIKIT_INSTALLED --show-bin-path)"
}

if [[ "$mode" == build ]]; then
    build
    echo "install: built ${apps[*]} in $bin_dir"
    exit 0
fi

# MARK: The manifest

# One entry a line: "dir PATH" for a folder the install created, "file PATH" for a file it
# wrote, PATH relative to the prefix ("." is the prefix itself). Sorted, no duplicates.
manifest_dirs=()
manifest_files=()

read_manifest() {
    [[ -f "$manifest" ]] || return 0
    local kind path
    while IFS= read -r line; do
        [[ -z "$line" || "$line" == \#* ]] && continue
        kind="${line%% *}"
        path="${line#* }"
        # Paths stay inside the prefix: a damaged or edited manifest must not send
        # --uninstall anywhere else.
        if [[ "$line" != *" "* || -z "$path" || "$path" == /* || "/$path/" == */../* ]]; then
            die "$manifest is damaged (line: $line); remove the files by hand or delete it"
        fi
        case "$kind" in
            dir) manifest_dirs+=("$path") ;;
            file) manifest_files+=("$path") ;;
            *) die "$manifest is damaged (line: $line); remove the files by hand or delete it" ;;
        esac
    done <"$manifest"
}

in_list() {
    local wanted="$1" item
    shift
    for item in "$@"; do [[ "$item" == "$wanted" ]] && return 0; done
    return 1
}

# MARK: Caches

# Refreshes the caches that exist; creates none. An icon cache older than its folders is
# ignored by GTK, and the desktop database only indexes MIME types, which our entries have
# none of: creating either would leave a file the uninstall could not fairly remove.
refresh_caches() {
    local icons="$prefix/share/icons/hicolor" applications="$prefix/share/applications"
    if [[ -f "$icons/icon-theme.cache" ]] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache --quiet --force --ignore-theme-index "$icons" ||
            echo "install: warning: gtk-update-icon-cache failed; icons show after the next refresh" >&2
    fi
    if [[ -f "$applications/mimeinfo.cache" ]] && command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database --quiet "$applications" ||
            echo "install: warning: update-desktop-database failed" >&2
    fi
    return 0
}

# MARK: Uninstalling

if [[ "$mode" == uninstall ]]; then
    if [[ ! -e "$manifest" ]]; then
        echo "install: nothing to uninstall: no $manifest"
        exit 0
    fi
    read_manifest
    removed=0
    for file in "${manifest_files[@]}"; do
        target="$prefix/$file"
        if [[ -f "$target" || -L "$target" ]]; then
            rm -f -- "$target"
            removed=$((removed + 1))
        elif [[ -e "$target" ]]; then
            echo "install: kept $target: it is no longer a file" >&2
        fi
    done
    rm -f -- "$manifest"
    # Deepest first, so a folder's subfolders are gone before it is tried.
    mapfile -t dirs < <(printf '%s\n' "${manifest_dirs[@]}" | awk '{ print gsub("/", "/") "\t" $0 }' | LC_ALL=C sort -rn | cut -f2-)
    for dir in "${dirs[@]}"; do
        [[ -z "$dir" ]] && continue
        target="$prefix/$dir"
        [[ "$dir" == . ]] && target="$prefix"
        if [[ -d "$target" && ! -L "$target" ]]; then
            rmdir -- "$target" 2>/dev/null || echo "install: kept $target: other files are in it" >&2
        fi
    done
    refresh_caches
    echo "install: removed ${apps[*]} from $prefix ($removed files)"
    exit 0
fi

# MARK: Checking the prefix

read_manifest

# What the install writes, relative to the prefix; the icons' names are the desktop entries'.
desktop_ids=(openuikit-playingcard openuikit-faceit)
files=(bin/PlayingCard bin/FaceIt "$manifest_path")
for id in "${desktop_ids[@]}"; do
    files+=("share/applications/$id.desktop")
    for side in 48 128 256; do files+=("share/icons/hicolor/${side}x${side}/apps/$id.png"); done
    files+=("share/icons/hicolor/scalable/apps/$id.svg")
done
for asset in "$root"/assets/*.png; do files+=("share/openuikit/assets/$(basename "$asset")"); done

# Every folder the files need, parents first, the prefix itself as ".".
needed_dirs=(.)
for file in "${files[@]}"; do
    dir="$(dirname "$file")"
    partial=""
    IFS=/ read -r -a parts <<<"$dir"
    for part in "${parts[@]}"; do
        partial="${partial:+$partial/}$part"
        in_list "$partial" "${needed_dirs[@]}" || needed_dirs+=("$partial")
    done
done

path_of() { [[ "$1" == . ]] && printf '%s' "$prefix" || printf '%s/%s' "$prefix" "$1"; }

# A new prefix is made in an existing folder; its parents are not created (they would not
# be the install's to remove).
if [[ -e "$prefix" || -L "$prefix" ]]; then
    [[ -d "$prefix" ]] || die "cannot install into $prefix: it is a file, not a folder"
else
    parent="$(dirname "$prefix")"
    [[ -d "$parent" ]] || die "cannot install into $prefix: $parent does not exist (or is not a folder); create it first"
fi

# Whether a folder takes new entries: tried, not guessed from permission bits (root passes
# every permission check, yet cannot write to a read-only file system or to /sys).
probed=()
probe_writable() {
    local dir="$1" probe
    in_list "$dir" "${probed[@]}" && return 0
    probe="$(mktemp -d -p "$dir" .openuikit-probe.XXXXXX 2>/dev/null)" ||
        die "cannot install into $prefix: $dir is not writable"
    rmdir -- "$probe"
    probed+=("$dir")
}

for dir in "${needed_dirs[@]}"; do
    target="$(path_of "$dir")"
    if [[ -e "$target" || -L "$target" ]] && [[ ! -d "$target" ]]; then
        die "cannot install into $prefix: $target is in the way (a file where a folder must go)"
    fi
done
for file in "${files[@]}"; do
    # Where this file's first new entry goes: its folder, or the nearest existing parent
    # of a folder still to be made.
    parent="$(dirname "$prefix/$file")"
    while [[ ! -e "$parent" ]]; do parent="$(dirname "$parent")"; done
    probe_writable "$parent"
    target="$prefix/$file"
    if [[ -d "$target" && ! -L "$target" ]]; then
        die "cannot install into $prefix: $target is a folder, where the install writes a file"
    fi
    if [[ -e "$target" || -L "$target" ]] && ! in_list "$file" "${manifest_files[@]}"; then
        die "cannot install into $prefix: $target exists and was not installed by this script; move it away first"
    fi
done

# MARK: Staging

build
stage="$(mktemp -d)"
cleanup() { rm -rf -- "$stage"; }
trap cleanup EXIT

mkdir -p "$stage/bin" "$stage/share/openuikit/assets" "$stage/share/applications" "$stage/share/icons/hicolor"
for app in "${apps[@]}"; do
    install -m 755 "$bin_dir/$app" "$stage/bin/$app"
    # Without the debug sections (82 MB → 75 MB each, most of what is left being the Swift
    # runtime and ICU's data), keeping the symbol table that names functions in a crash's
    # backtrace.
    if command -v strip >/dev/null 2>&1; then strip --strip-debug "$stage/bin/$app"; fi
    "$stage/bin/$app" --export-icons "$stage/share/icons/hicolor" >/dev/null
done
install -m 644 "$root"/assets/*.png "$stage/share/openuikit/assets/"

# An Exec argument as the desktop entry spec wants it: quoted when it holds a reserved
# character (with " ` $ \ escaped inside), % doubled (field codes), then every backslash
# doubled again for the string escaping applied to all values.
exec_argument() {
    local argument="${1//%/%%}"
    if [[ "$argument" =~ [[:space:]\"\'\\\<\>~\|\&\;\$\*\?\#\(\)\`] ]]; then
        argument="${argument//\\/\\\\}"
        argument="${argument//\"/\\\"}"
        argument="${argument//\`/\\\`}"
        argument="${argument//\$/\\\$}"
        argument="\"$argument\""
    fi
    printf '%s' "${argument//\\/\\\\}"
}

# A plain string value: backslashes doubled.
string_value() {
    printf '%s' "${1//\\/\\\\}"
}

for app in "${apps[@]}"; do
    id="openuikit-${app,,}"
    exec_value="$(exec_argument "$prefix/bin/$app")"
    try_value="$(string_value "$prefix/bin/$app")"
    template="$(<"$root/scripts/desktop/$id.desktop.in")"
    template="${template//@EXEC@/$exec_value}"
    printf '%s\n' "${template//@TRYEXEC@/$try_value}" >"$stage/share/applications/$id.desktop"
    chmod 644 "$stage/share/applications/$id.desktop"
    if command -v desktop-file-validate >/dev/null 2>&1; then
        desktop-file-validate "$stage/share/applications/$id.desktop" >&2 ||
            die "the desktop entry $id.desktop does not validate (see above); nothing was installed"
    fi
done

# The staged tree must be exactly the list the checks above were made for.
# Sorted by bytes, as the manifest is, whatever the user's locale.
mapfile -t staged < <(cd "$stage" && find . -type f -printf '%P\n' | LC_ALL=C sort)
mapfile -t expected < <(printf '%s\n' "${files[@]}" | grep -vxF "$manifest_path" | LC_ALL=C sort)
[[ "${staged[*]}" == "${expected[*]}" ]] ||
    die "internal error: the staged files differ from the planned ones; nothing was installed"

# MARK: Installing

created_dirs=()
copied=()
placed_new=()
rollback() {
    local file dir i
    for file in "${copied[@]}"; do rm -f -- "$prefix/$file.openuikit-new"; done
    for file in "${placed_new[@]}"; do rm -f -- "$prefix/$file"; done
    for ((i = ${#created_dirs[@]} - 1; i >= 0; i--)); do
        dir="$(path_of "${created_dirs[i]}")"
        rmdir -- "$dir" 2>/dev/null || true
    done
    rm -rf -- "$stage"
    echo "install: failed while writing to $prefix; removed what this run had added" >&2
}
trap 'rollback; exit 1' ERR

for dir in "${needed_dirs[@]}"; do
    target="$(path_of "$dir")"
    if [[ ! -d "$target" ]]; then
        mkdir -- "$target"
        created_dirs+=("$dir")
    fi
done
# Every file is first copied beside its target, then all are renamed over their targets:
# a running app or a reading desktop never sees half a file, and a copy that fails (a full
# disk) leaves an earlier install whole rather than half old and half new. Renames within a
# folder do not run out of space.
for file in "${staged[@]}"; do
    copied+=("$file")
    cp -- "$stage/$file" "$prefix/$file.openuikit-new"
done
for file in "${staged[@]}"; do
    target="$prefix/$file"
    [[ -e "$target" ]] || placed_new+=("$file")
    mv -f -- "$target.openuikit-new" "$target"
done
copied=()

# Files an earlier install put here that this one no longer has.
for file in "${manifest_files[@]}"; do
    in_list "$file" "${files[@]}" || rm -f -- "$prefix/$file"
done

{
    echo "# What scripts/install.sh put in this prefix (paths relative to it)."
    echo "# scripts/install.sh --uninstall --prefix <this prefix> removes exactly these."
    {
        for dir in "${manifest_dirs[@]}" "${created_dirs[@]}"; do
            [[ -d "$(path_of "$dir")" ]] && echo "dir $dir"
        done
        for file in "${files[@]}"; do echo "file $file"; done
    } | LC_ALL=C sort -u
} >"$manifest.openuikit-new"
mv -f -- "$manifest.openuikit-new" "$manifest"
trap - ERR

refresh_caches

echo "install: installed ${apps[*]} in $prefix"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "install: $prefix/bin is not on PATH; the menu entries work anyway" ;;
esac
data_home="${XDG_DATA_HOME:-$HOME/.local/share}"
case ":$data_home:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}:" in
    *":$prefix/share:"* | *":$prefix/share/:"*) ;;
    *) echo "install: $prefix/share is not among the desktop's data folders (XDG_DATA_HOME, XDG_DATA_DIRS); add it there for the menu to list the apps" ;;
esac
