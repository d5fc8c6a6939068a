"""The built site served from a background thread (`Site`), and py/sitebuild/build.py loaded as a module (`site_build`).

Its own module with a unique name, so that test files can import it: `tests/` has a conftest.py too, and in one
pytest run over both folders (`make test`) the name ``conftest`` means the first one imported.
"""

from __future__ import annotations

import importlib.util
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _load_site_build():
    spec = importlib.util.spec_from_file_location("site_build", ROOT / "py" / "sitebuild" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


site_build = _load_site_build()


class Site:
    """A built site served from a background thread; stop() shuts the server down."""

    def __init__(self, directory: Path):
        self.directory = directory
        self.server = site_build.make_server(directory)
        host, port = self.server.server_address[:2]
        self.url = f"http://{host}:{port}"
        self.thread = threading.Thread(target=self.server.serve_forever, name="e2e-site", daemon=True)
        self.thread.start()

    def stop(self) -> None:
        if self.thread.is_alive():
            self.server.shutdown()
            self.server.server_close()
            self.thread.join(timeout=10)
