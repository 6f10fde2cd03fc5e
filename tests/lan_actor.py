"""A scripted LAN player for the namespace tests (run as a program on one "machine").

It joins with the code, plays random legal moves, prints ``acted N`` after each move
the host acknowledged (the tests wait on these lines), can drop its own connection
after N moves (it then comes back by itself with its token), and prints one JSON line
when the match is over: actions, refusals, fairness problems, the final score.

    python tests/lan_actor.py --join 10.66.0.1:7766 --code K66TST [--drop-after 5]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots import make_bot  # noqa: E402
from net.client import Client  # noqa: E402
from net.feed import ActionRefused, Closed, FairnessReport, StateUpdate  # noqa: E402


async def act_until_match_over(client: Client, drop_after: int | None, seed: int) -> dict[str, object]:
    bot = make_bot("random")
    rng = random.Random(seed)
    acted, refused, fair_bad, fair_ok = 0, 0, [], 0
    answered_at = -1
    while True:
        update = await asyncio.wait_for(client.updates.get(), 60)
        if isinstance(update, Closed):
            return {"closed": update.reason, "actions": acted}
        if isinstance(update, FairnessReport):
            if update.ok:
                fair_ok += 1
            else:
                fair_bad.append(update.detail)
            continue
        if isinstance(update, StateUpdate) and any(e.kind == "match_over" for e in update.events):
            return {
                "actions": acted,
                "refused": refused,
                "fair_ok": fair_ok,
                "fair_bad": fair_bad,
                "score": list(update.score),
                "seat": client.seat,
            }
        latest = client.latest
        if not client.updates.empty() or latest is None or latest.at == answered_at:
            continue
        view = latest.view
        if view is None or view.result is not None or view.to_move != view.seat:
            continue
        answered_at = latest.at
        try:
            await client.act(bot.choose(view, rng))
        except ActionRefused:
            refused += 1
            answered_at = -1
            continue
        acted += 1
        print(f"acted {acted}", flush=True)
        if drop_after is not None and acted == drop_after:
            print("dropping", flush=True)
            client.drop_connection()


async def main_async(args: argparse.Namespace) -> int:
    host, _, port = args.join.rpartition(":")
    client = Client(host, int(port), code=args.code, name=args.name, reconnect_for=60)
    await client.connect()
    print(f"seated {client.seat}", flush=True)
    try:
        report = await act_until_match_over(client, args.drop_after, args.seed)
    finally:
        await client.close()
    print(json.dumps(report), flush=True)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--join", required=True)
    parser.add_argument("--code", required=True)
    parser.add_argument("--name", default="actor")
    parser.add_argument("--drop-after", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    return asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
