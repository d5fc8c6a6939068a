"""Browser UI of the game (runs in Pyodide via PyScript; may import ``js`` and ``pyscript``)."""
