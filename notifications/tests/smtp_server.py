"""A tiny SMTP server for tests: it takes connections and, until `answering` is set,
never says a word (a hung mail server); once answering, it accepts every message."""

import contextlib
import socket
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field

from devtools.ports import reserved_ports


@dataclass
class SmtpServer:
    port: int
    answering: threading.Event = field(default_factory=threading.Event)
    messages: list[bytes] = field(default_factory=list)
    silent_connections: list[socket.socket] = field(default_factory=list)

    def _serve(self, listener: socket.socket) -> None:
        while True:
            try:
                connection, _ = listener.accept()
            except OSError:
                return
            if not self.answering.is_set():
                self.silent_connections.append(connection)  # held open, never answered
                continue
            threading.Thread(target=self._talk, args=(connection,), daemon=True).start()

    def _talk(self, connection: socket.socket) -> None:
        with connection, connection.makefile("rb") as lines:
            connection.sendall(b"220 test ESMTP\r\n")
            for line in lines:
                command = line[:4].upper()
                if command in (b"EHLO", b"HELO"):
                    connection.sendall(b"250 test\r\n")
                elif command == b"DATA":
                    connection.sendall(b"354 go ahead\r\n")
                    body = b"".join(iter(lines.readline, b".\r\n"))
                    self.messages.append(body)
                    connection.sendall(b"250 queued\r\n")
                elif command == b"QUIT":
                    connection.sendall(b"221 bye\r\n")
                    return
                else:  # MAIL, RCPT, RSET, NOOP
                    connection.sendall(b"250 ok\r\n")


@contextlib.contextmanager
def smtp_server() -> Iterator[SmtpServer]:
    with reserved_ports(1) as (port,), socket.socket() as listener:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", port))
        listener.listen(16)
        server = SmtpServer(port=port)
        threading.Thread(target=server._serve, args=(listener,), daemon=True).start()
        try:
            yield server
        finally:
            listener.shutdown(socket.SHUT_RDWR)
            for connection in server.silent_connections:
                connection.close()
