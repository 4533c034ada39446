"""A deterministic zip of a folder:

  python3 zipdir.py SRC_DIR OUT.zip TOP_NAME [--exclude SUBDIR ...]
      SRC_DIR's files under TOP_NAME/, so the archive unpacks into one folder (less the folders
      SRC_DIR/SUBDIR). (The learning-platform packages are written by scripts/build/zip.mjs.)

Entries are in sorted order with a fixed time (1980-01-01) and mode (0644), deflated at level 9:
the same files give the same bytes. Used instead of `zip`, which a fresh machine may lack.
"""

import os
import sys
import zipfile

FIXED_TIME = (1980, 1, 1, 0, 0, 0)


def write_zip(out, entries):
    """entries: [(name in the zip, path of the file)]; returns the zip's size."""
    tmp = out + ".part"
    names = [name for name, _ in entries]
    if len(set(names)) != len(names):
        sys.exit(f"zipdir: {out}: an entry twice")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for name, path in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3  # unix, so that the mode above is read
            with open(path, "rb") as f:
                z.writestr(info, f.read(), compresslevel=9)
    os.replace(tmp, out)
    return os.path.getsize(out)


def folder_entries(src, top, exclude=()):
    entries = []
    for folder, dirs, files in os.walk(src):
        dirs[:] = sorted(d for d in dirs if os.path.relpath(os.path.join(folder, d), src) not in exclude)
        for name in sorted(files):
            path = os.path.join(folder, name)
            entries.append((os.path.join(top, os.path.relpath(path, src)).replace(os.sep, "/"), path))
    return entries


src, out, top = sys.argv[1:4]
rest = sys.argv[4:]
if len(rest) % 2 or any(flag != "--exclude" for flag in rest[::2]):
    sys.exit("zipdir: usage: zipdir.py SRC_DIR OUT.zip TOP_NAME [--exclude SUBDIR ...]")
if not os.path.isdir(src):
    sys.exit(f"zipdir: {src}/ does not exist")
entries = folder_entries(src, top, set(rest[1::2]))
size = write_zip(out, entries)
print(f"{out}: {len(entries)} files, {size // 1024} KiB")
