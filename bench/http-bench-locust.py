# Locust (FastHttpUser) as a peer in bench/http-bench.ts: the same journey — POST, read the NDJSON
# stream line by line, parse every line as JSON, time the first token and the done event.
# Writes {sessions, cpu_us, window_s, samples: [[session, ttft_ms, e2e_ms], ...]} to BENCH_OUT.
import itertools
import json
import os
import resource
import time

import gevent
from locust import FastHttpUser, constant, events, task

OUT = os.environ["BENCH_OUT"]
WARMUP = float(os.environ.get("BENCH_WARMUP", "2"))
DURATION = float(os.environ.get("BENCH_DURATION", "10"))
BODY = json.dumps({"q": "hello"})
ids = itertools.count()
state = {"t0": None, "cpu0": None, "n": 0, "samples": [], "cpu1": None, "t1": None}


def cpu_us():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return (r.ru_utime + r.ru_stime) * 1e6


def ivcsw():
    return resource.getrusage(resource.RUSAGE_SELF).ru_nivcsw


def open_window():
    state["t0"] = time.perf_counter()
    state["cpu0"] = cpu_us()
    state["ivcsw0"] = ivcsw()


def close_window():
    state["t1"] = time.perf_counter()
    state["cpu1"] = cpu_us()
    state["ivcsw1"] = ivcsw()


@events.test_start.add_listener
def on_start(**_):
    gevent.spawn_later(WARMUP, open_window)
    gevent.spawn_later(DURATION - 0.05, close_window)


@events.quitting.add_listener
def on_quit(**_):
    if state["t1"] is None:
        close_window()
    with open(OUT, "w") as f:
        json.dump(
            {
                "sessions": state["n"],
                "cpu_us": state["cpu1"] - state["cpu0"],
                "window_s": state["t1"] - state["t0"],
                "ivcsw": state["ivcsw1"] - state["ivcsw0"],
                "samples": state["samples"],
            },
            f,
        )


class Journey(FastHttpUser):
    wait_time = constant(0)

    @task
    def journey(self):
        sid = f"locust-{next(ids)}"
        start = time.perf_counter()
        first = None
        done = False
        resp = self.client.post(
            "/",
            data=BODY,
            headers={"content-type": "application/json", "x-agent-loadtest-session": sid},
            stream=True,
        )
        stream = resp.stream
        while True:
            line = stream.readline(b"\n")
            if not line:
                break
            event = json.loads(line)
            if event["type"] == "token" and first is None:
                first = time.perf_counter()
            elif event["type"] == "done":
                done = True
        end = time.perf_counter()
        stream.release()
        if done and state["t0"] is not None and state["t1"] is None:
            state["n"] += 1
            state["samples"].append([sid, (first - start) * 1000, (end - start) * 1000])
