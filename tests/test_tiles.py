"""The tile catalogue is held against the tile reference (tiles.json), fact by fact.

The reference is read from the project's own copy, `tests/data/tiles.json`, so a clone without `../shared`
runs every check (inside Pyodide the runner copies `tests/` along).  The copy is held against the shared
original whenever that is beside the project.
"""

import json
from collections import Counter
from pathlib import Path

import pytest

from carcassonne.tiles import TILES, TILE_TYPES, tiles_of

HERE = Path(__file__).resolve().parent
REFERENCE = HERE / "data" / "tiles.json"
#: The shared original: beside the project on disk, or where the Pyodide runner copies ../shared.
SHARED_REFERENCE = next((p for p in (HERE.parents[1] / "shared" / "reference" / "tiles.json",
                                     HERE.parent / "shared" / "reference" / "tiles.json") if p.exists()), None)


@pytest.fixture(scope="module")
def reference() -> dict:
    return {t["id"]: t for t in json.loads(REFERENCE.read_text())["tiles"]}


def test_the_copy_of_the_reference_is_the_shared_one():
    if SHARED_REFERENCE is None:
        pytest.skip("no ../shared/reference/tiles.json beside the project to compare the copy with")
    assert REFERENCE.read_bytes() == SHARED_REFERENCE.read_bytes(), \
        f"{REFERENCE} differs from {SHARED_REFERENCE}: copy the shared file over it"


def test_same_tile_ids_in_the_same_order(reference):
    assert [t.id for t in TILES] == list(reference)


@pytest.mark.parametrize("tile", TILES, ids=lambda t: t.id)
def test_tile_matches_reference(tile, reference):
    ref = reference[tile.id]
    assert (tile.set, tile.count, tile.edges) == (ref["set"], ref["count"], ref["edges"])
    assert [(set(c.edges), c.pennants, c.cathedral) for c in tile.cities] == [
        (set(c["edges"]), c.get("pennants", 0), c.get("cathedral", False)) for c in ref.get("cities", [])]
    assert [(set(r.edges), r.ends_at, r.inn) for r in tile.roads] == [
        (set(r["edges"]), r.get("ends_at"), r.get("inn", False)) for r in ref.get("roads", [])]
    assert [(set(f.halves) or {"inner"}, set(f.cities)) for f in tile.fields] == [
        (set(f["halves"]), set(f.get("cities", []))) for f in ref.get("fields", [])]
    for flag in ("monastery", "garden", "spring", "lake", "gingerbread", "provisional"):
        assert getattr(tile, flag) == ref.get(flag, False), flag
    assert set(tile.river) == set(ref.get("river", []))


@pytest.mark.parametrize("tile", TILES, ids=lambda t: t.id)
def test_segments_agree_with_edges(tile):
    """Each C/R edge is in exactly one city/road; each half-edge of an F/R/W edge in exactly one field."""
    city_edges = Counter(e for c in tile.cities for e in c.edges)
    road_edges = Counter(e for r in tile.roads for e in r.edges)
    halves = Counter(h for f in tile.fields for h in f.halves)
    for i, (name, kind) in enumerate(zip("NESW", tile.edges)):
        assert city_edges[name] == (kind == "C"), (name, kind)
        assert road_edges[name] == (kind == "R"), (name, kind)
        for half in ("NNW NNE", "ENE ESE", "SSE SSW", "WSW WNW")[i].split():
            assert halves[half] == (kind != "C"), half
    assert set(tile.river) == {n for n, k in zip("NESW", tile.edges) if k == "W"}
    for f in tile.fields:
        assert all(0 <= c < len(tile.cities) for c in f.cities)


def test_box_counts():
    assert len(tiles_of("base")) == 72
    assert len(tiles_of("winter")) == 12
    assert len(tiles_of("base", "winter")) == 84
    assert len(tiles_of("river")) == 12
    assert len(tiles_of("inns-cathedrals")) == 18
    assert len(tiles_of("gingerbread")) == 6
    assert sum(TILE_TYPES[t].garden for t in tiles_of("base")) == 8
