#!/usr/bin/env fish
# Tag and push a release: release.fish --version 1.4.0 [--dry-run]

argparse 'v/version=' 'n/dry-run' -- $argv
or exit 2

if not set -q _flag_version
    echo "usage: release.fish --version X.Y.Z [--dry-run]" >&2
    exit 2
end

set tag "v$_flag_version"
if git rev-parse --verify --quiet $tag >/dev/null
    echo "tag $tag exists" >&2
    exit 1
end

if set -q _flag_dry_run
    echo "would tag $tag"
else
    git tag --annotate $tag --message "Release $tag"
    git push --follow-tags origin main
end
