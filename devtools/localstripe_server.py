"""Runs localstripe (a stateful fake Stripe server) on one loopback address.

Its own command line binds every interface and keeps its state in /tmp for everyone;
this keeps it on 127.0.0.1 and its state in a file of our choosing (or nowhere).

    python -m devtools.localstripe_server --port 8420 [--state .local/localstripe.pickle]
"""

import argparse
import pickle
from pathlib import Path

from aiohttp import web
from localstripe import resources
from localstripe.server import app


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8420)
    parser.add_argument("--state", type=Path, help="file to keep the state in across restarts")
    args = parser.parse_args()

    def load(store) -> None:
        if args.state and args.state.exists():
            with args.state.open("rb") as file:
                store.clear()
                store.update(pickle.load(file))

    def dump(store) -> None:
        if args.state:
            with args.state.open("wb") as file:
                pickle.dump(dict(store), file, protocol=pickle.HIGHEST_PROTOCOL)

    resources.Store.try_load_from_disk = load
    resources.Store.dump_to_disk = dump
    resources.store.try_load_from_disk()
    web.run_app(app, host=args.host, port=args.port, print=None)


if __name__ == "__main__":
    main()
