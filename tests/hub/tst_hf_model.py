#!/usr/bin/env python3
"""rooflab-calc --hf-model against hubserver.py on 127.0.0.1: a config is fetched into a fresh
HF_HOME in the Hub's cache layout and read back with HF_HUB_OFFLINE=1 without a request; each
failure mode exits 2 with its message and leaves the cache as it was; a cache laid out by hand
by huggingface_hub's rules is found without a network.
usage: tst_hf_model.py --calc PATH --config CONFIG.json   (exit 77: skipped)"""
import argparse
import hashlib
import os
import socket
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hubserver  # noqa: E402

FAILURES = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        FAILURES.append(what)


def tree(root):
    """Every path under root with what it is (link target, file bytes' hash), to compare caches."""
    found = {}
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            if os.path.islink(path):
                found[rel] = "-> " + os.readlink(path)
            elif os.path.isfile(path):
                with open(path, "rb") as f:
                    found[rel] = hashlib.sha1(f.read()).hexdigest()
            else:
                found[rel] = "dir"
    return found


class Calc:
    def __init__(self, path, endpoint, home):
        self.path, self.endpoint, self.home = path, endpoint, home

    def run(self, *args, **env):
        environment = {k: v for k, v in os.environ.items()
                       if not k.startswith("HF_") and not k.lower().endswith("_proxy") and k != "TRANSFORMERS_OFFLINE"}
        environment.update(HF_HOME=self.home, HF_ENDPOINT=self.endpoint, HF_HUB_DOWNLOAD_TIMEOUT="1")
        environment.update(env)
        done = subprocess.run([self.path, *args], capture_output=True, text=True, env=environment, timeout=60)
        return done.returncode, done.stdout, done.stderr


def fetch_then_offline(calc, config_bytes, server):
    cache = os.path.join(calc.home, "hub")
    repo_dir = os.path.join(cache, "models--test-org--tiny-llama")
    rc, online, err = calc.run("--hf-model", "test-org/tiny-llama")
    check(rc == 0 and "test-org/tiny-llama on " in online, f"fetched and evaluated (rc {rc}): {err.strip()[-200:]}")
    commit = hubserver.commit_of("test-org/tiny-llama", "main")
    etag = hubserver.git_blob_sha(config_bytes)
    with open(os.path.join(repo_dir, "refs", "main")) as f:
        check(f.read() == commit, "refs/main holds the commit, no newline")
    link = os.path.join(repo_dir, "snapshots", commit, "config.json")
    check(os.path.islink(link) and os.readlink(link) == f"../../blobs/{etag}", "snapshot links ../../blobs/<etag>")
    with open(os.path.join(repo_dir, "blobs", etag), "rb") as f:
        check(f.read() == config_bytes, "the blob holds the bytes served")
    check(not [p for p in tree(cache) if p.endswith(".tmp")], "no temporary file left")

    served = len(server.RequestHandlerClass.requests)
    rc, offline, err = calc.run("--hf-model", "test-org/tiny-llama", HF_HUB_OFFLINE="1")
    check(rc == 0 and offline == online, "HF_HUB_OFFLINE=1 reads the same report back")
    check(len(server.RequestHandlerClass.requests) == served, "without a request")
    rc, again, _ = calc.run("--hf-model", "test-org/tiny-llama")
    check(rc == 0 and again == online and len(server.RequestHandlerClass.requests) == served,
          "a cached config is read without a request even online")
    rc, by_file, _ = calc.run("--hf-config", link)
    check(rc == 0 and by_file.split("\n", 1)[1] == online.split("\n", 1)[1],
          "the report is --hf-config's on the same file (but for the model's name)")
    rc, by_commit, _ = calc.run("--hf-model", f"test-org/tiny-llama@{commit}", HF_HUB_OFFLINE="1")
    check(rc == 0 and by_commit.split("\n", 1)[1] == online.split("\n", 1)[1], "found offline by its commit")

    rc, _, err = calc.run("--hf-model", "test-org/tiny-llama@v1")
    check(rc == 0 and os.path.isfile(os.path.join(repo_dir, "refs", "v1")), "a second revision gets refs/v1")

    rc, _, err = calc.run("--hf-model", "test-org/lfs-llama")
    sha256 = hashlib.sha256(config_bytes).hexdigest()
    lfs_blob = os.path.join(cache, "models--test-org--lfs-llama", "blobs", sha256)
    check(rc == 0 and os.path.isfile(lfs_blob), f"an LFS redirect: blob named by X-Linked-Etag (rc {rc}) {err.strip()[-200:]}")
    return online


def failure_modes(calc):
    cache = os.path.join(calc.home, "hub")
    cases = [
        (["test-org/gated"], {}, "request access on its page http://"),
        (["test-org/gated"], {"HF_TOKEN": "hf_wrong"}, "Request access on the model page"),
        (["test-org/missing"], {}, "not found (HTTP 404)"),
        (["test-org/tiny-llama@no-such-branch"], {}, "not found (HTTP 404)"),
        (["test-org/loop"], {}, "more than 10 redirects"),
        (["test-org/slow"], {}, "did not answer within 1 s"),
        (["test-org/malformed"], {}, "not valid JSON"),
        (["test-org/huge"], {}, "more than the 16 MiB"),
        (["test-org/huge-stream"], {}, "more than the 16 MiB"),
        (["test-org/no-commit"], {}, "did not say which commit"),
        (["test-org/never-fetched"], {"HF_HUB_OFFLINE": "1"}, "HF_HUB_OFFLINE is set"),
        (["not/a/name"], {}, "is not a model name"),
        (["test-org/x@../../etc"], {}, "is not a revision"),
    ]
    for args, env, message in cases:
        before = tree(cache)
        rc, out, err = calc.run("--hf-model", *args, **env)
        check(rc == 2 and message in err and out == "", f"{args[0]} {env}: exit {rc}, \"{message}\" ({err.strip()[-160:]})")
        check(tree(cache) == before, f"{args[0]}: the cache is as it was")
    rc, _, err = calc.run("--hf-model", "test-org/gated", HF_TOKEN=hubserver.TOKEN)
    check(rc == 0, f"gated with the right HF_TOKEN (rc {rc})")
    token_file = os.path.join(calc.home, "token")
    with open(token_file, "w") as f:
        f.write(hubserver.TOKEN + "\n")
    rc, _, err = calc.run("--hf-model", "test-org/gated@v1")
    check(rc == 0, f"gated with the token file HF_HOME/token (rc {rc}) {err.strip()[-160:]}")
    os.remove(token_file)


def hand_made_cache(calc, config_bytes, online):
    """A cache laid out as huggingface_hub's file_download.py lays it out, with no server at all."""
    home = tempfile.mkdtemp(prefix="rooflab-hf-hand-")
    repo_dir = os.path.join(home, "hub", "models--test-org--tiny-llama")
    commit, etag = "0123456789abcdef0123456789abcdef01234567", hubserver.git_blob_sha(config_bytes)
    for sub in ("blobs", f"snapshots/{commit}", "refs"):
        os.makedirs(os.path.join(repo_dir, sub))
    with open(os.path.join(repo_dir, "blobs", etag), "wb") as f:
        f.write(config_bytes)
    os.symlink(f"../../blobs/{etag}", os.path.join(repo_dir, "snapshots", commit, "config.json"))
    with open(os.path.join(repo_dir, "refs", "main"), "w") as f:
        f.write(commit)
    with socket.socket() as s:  # a port nobody listens on: any request would fail
        s.bind(("127.0.0.1", 0))
        dead = f"http://127.0.0.1:{s.getsockname()[1]}"
    offline = Calc(calc.path, dead, home)
    rc, out, err = offline.run("--hf-model", "test-org/tiny-llama")
    check(rc == 0 and out == online, f"a hand-made cache is found with no server (rc {rc}) {err.strip()[-160:]}")
    rc, out, err = offline.run("--hf-model", "test-org/tiny-llama", HF_HOME="/nonexistent",
                               HF_HUB_CACHE=os.path.join(home, "hub"), HF_HUB_OFFLINE="1")
    check(rc == 0 and out == online, "HF_HUB_CACHE names the cache folder")
    rc, _, err = offline.run("--hf-model", "test-org/other")
    check(rc == 2 and "cannot reach 127.0.0.1" in err, f"not cached, no server: \"cannot reach\" ({err.strip()[-160:]})")


def huggingface_hub_finds(calc):
    try:
        import huggingface_hub
    except ImportError:
        print("skip huggingface_hub is not installed: its own lookup is not checked")
        return
    found = huggingface_hub.try_to_load_from_cache("test-org/tiny-llama", "config.json",
                                                   cache_dir=os.path.join(calc.home, "hub"))
    check(isinstance(found, str) and os.path.isfile(found), f"huggingface_hub.try_to_load_from_cache finds it: {found}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calc", required=True)
    parser.add_argument("--config", required=True)
    args = parser.parse_args()
    with open(args.config, "rb") as f:
        config_bytes = f.read()
    try:
        server = hubserver.start(config_bytes)
    except OSError as error:
        print(f"skip: cannot serve on 127.0.0.1: {error}")
        return 77
    with tempfile.TemporaryDirectory(prefix="rooflab-hf-home-") as home:
        calc = Calc(args.calc, f"http://127.0.0.1:{server.server_address[1]}", home)
        online = fetch_then_offline(calc, config_bytes, server)
        failure_modes(calc)
        hand_made_cache(calc, config_bytes, online)
        huggingface_hub_finds(calc)
    server.shutdown()
    print(f"{len(FAILURES)} failed" if FAILURES else "all passed")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
