"""Zip a folder: python3 zipdir.py SRC_DIR OUT.zip TOP_NAME.

Entries are SRC_DIR's files under TOP_NAME/, in sorted order, so the archive unpacks into one
folder. Used instead of `zip`, which a fresh machine may lack.
"""

import os
import sys
import zipfile

src, out, top = sys.argv[1:4]
if not os.path.isdir(src):
    sys.exit(f"zipdir: {src}/ does not exist")
tmp = out + ".part"
count = 0
with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    for folder, dirs, files in os.walk(src):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(folder, name)
            z.write(path, os.path.join(top, os.path.relpath(path, src)))
            count += 1
os.replace(tmp, out)
print(f"{out}: {count} files, {os.path.getsize(out) // 1024} KiB")
