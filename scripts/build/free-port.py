"""Print the given TCP port if it is free on 127.0.0.1, else a free port the OS picks."""

import socket
import sys

wanted = int(sys.argv[1]) if len(sys.argv) > 1 else 8080
with socket.socket() as s:
    try:
        s.bind(("127.0.0.1", wanted))
    except OSError:
        s.bind(("127.0.0.1", 0))
    print(s.getsockname()[1])
