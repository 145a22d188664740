#!/usr/bin/env python3
"""A stand-in for the Hugging Face Hub on 127.0.0.1: GET /ORG/NAME/resolve/REVISION/config.json
answered as huggingface.co answers (ETag, X-Repo-Commit; LFS files as a redirect carrying
X-Linked-Etag), and each failure mode RoofLab must report: 401/403 (gated), 404, a redirect
loop, a server that never answers, malformed JSON, an oversized file, an answer without the
Hub's headers. Run alone, it prints its port: python3 hubserver.py CONFIG.json"""
import hashlib
import http.server
import sys
import threading
import time
import urllib.parse

TOKEN = "hf_good_token"


def commit_of(repo, revision):
    return hashlib.sha1(f"{repo}@{revision}".encode()).hexdigest()


def git_blob_sha(data):
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


class HubHandler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    config = b"{}"
    requests = []  # (path, Authorization header) of every request, for the test to check

    def log_message(self, *args):
        pass

    def answer(self, status, body=b"", headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body)
        except OSError:  # the client gave up (oversized, timed out): what it must do
            pass

    def hub_headers(self, repo, revision, body):
        return [("X-Repo-Commit", commit_of(repo, revision)), ("ETag", f'"{git_blob_sha(body)}"')]

    def do_GET(self):
        HubHandler.requests.append((self.path, self.headers.get("Authorization")))
        path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
        if path.startswith("/cdn/"):
            return self.answer(200, self.config, [("ETag", '"cdn-etag-not-the-hub-one"')])
        parts = path.strip("/").split("/")
        if len(parts) < 5 or parts[2] != "resolve" or parts[-1] != "config.json":
            return self.answer(404, b"not the Hub's layout", [("X-Error-Code", "EntryNotFound")])
        repo, revision = "/".join(parts[:2]), "/".join(parts[3:-1])
        if revision not in ("main", "v1", commit_of(repo, "main")):
            return self.answer(404, b"Invalid rev id", [("X-Error-Code", "RevisionNotFound")])
        revision = "main" if revision == commit_of(repo, "main") else revision
        getattr(self, "serve_" + parts[1].replace("-", "_"), self.serve_missing)(repo, revision)

    def serve_tiny_llama(self, repo, revision):
        self.answer(200, self.config, self.hub_headers(repo, revision, self.config) + [("Content-Type", "application/json")])

    def serve_lfs_llama(self, repo, revision):
        # A file kept in LFS: the Hub answers with a redirect to its CDN, the commit and the
        # file's sha256 on the redirect (X-Linked-Etag), the CDN's own ETag on the file.
        sha256 = hashlib.sha256(self.config).hexdigest()
        self.answer(302, b"", [("Location", f"/cdn/{sha256}?signed=1"), ("X-Repo-Commit", commit_of(repo, revision)),
                               ("X-Linked-Etag", f'"{sha256}"'), ("ETag", '"redirect-etag"')])

    def serve_gated(self, repo, revision):
        auth = self.headers.get("Authorization")
        if auth is None:
            return self.answer(401, b"Access to model is restricted", [("X-Error-Code", "GatedRepo")])
        if auth != f"Bearer {TOKEN}":
            return self.answer(403, b"Access to model is restricted", [("X-Error-Code", "GatedRepo")])
        self.serve_tiny_llama(repo, revision)

    def serve_missing(self, repo, revision):
        self.answer(404, b"Repository not found", [("X-Error-Code", "RepoNotFound")])

    def serve_loop(self, repo, revision):
        self.answer(302, b"", [("Location", self.path)])

    def serve_slow(self, repo, revision):
        time.sleep(4)
        self.serve_tiny_llama(repo, revision)

    def serve_malformed(self, repo, revision):
        body = self.config[: len(self.config) // 2]
        self.answer(200, body, self.hub_headers(repo, revision, body))

    def serve_huge(self, repo, revision):
        body = b" " * (17 << 20) + b"{}"
        self.answer(200, body, self.hub_headers(repo, revision, body))

    def serve_huge_stream(self, repo, revision):
        # No Content-Length: the size is only known by counting what arrives.
        self.send_response(200)
        for name, value in [("X-Repo-Commit", commit_of(repo, revision)), ("ETag", '"abc123"'), ("Connection", "close")]:
            self.send_header(name, value)
        self.end_headers()
        self.close_connection = True
        chunk = b" " * (1 << 20)
        try:
            for _ in range(40):
                self.wfile.write(chunk)
        except OSError:
            pass

    def serve_no_commit(self, repo, revision):
        self.answer(200, self.config, [("ETag", '"abc"')])


def start(config_bytes):
    """Serves on an ephemeral port of 127.0.0.1 in a thread; returns the server."""
    HubHandler.config = config_bytes
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), HubHandler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


if __name__ == "__main__":
    with open(sys.argv[1], "rb") as f:
        server = start(f.read())
    print(server.server_address[1], flush=True)
    threading.Event().wait()
