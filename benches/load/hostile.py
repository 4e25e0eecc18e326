#!/usr/bin/env python3
"""Issue 15's denial-of-service attacks against a private server on loopback, one at a time,
with the server's peak memory and the /healthz answer times measured meanwhile.

Usage: benches/load/hostile.py PORT PID ATTACK   (ATTACK: amplification, aliases, search,
search-many, resets, long-texts, big-images, or all). PID is the server's process id (its peak RSS is read
from /proc/PID/status). Loopback only; every loop is bounded in count and time.

`long-texts` (issue 32) first writes long texts into the server's database (DATABASE_URL, with
psql): the 50 offers of the first search page get descriptions of about 19,000 characters
each (under the 20,000 the form allows), their companies presentations of about 5,000.
"""

import json
import multiprocessing
import os
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

HOST = "127.0.0.1"


def post(port, path, body, content_type="application/json", timeout=240):
    data = body.encode() if isinstance(body, str) else body
    request = urllib.request.Request(
        f"http://{HOST}:{port}{path}", data=data, headers={"content-type": content_type}
    )
    start = time.monotonic()
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            payload = answer.read()
            status = answer.status
    except urllib.error.HTTPError as error:
        payload = error.read()
        status = error.code
    except OSError:  # a timeout or a closed connection
        payload, status = b"", "no answer"
    return status, payload, time.monotonic() - start


def graphql(port, query, variables=None):
    return post(port, "/api/graphql", json.dumps({"query": query, "variables": variables or {}}))


def peak_rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0


class Health:
    """Asks /healthz every 50 ms while an attack runs, from a process of its own (the attack's
    threads would otherwise hold Python's lock and delay it); keeps the slowest answer."""

    def __init__(self, port):
        self.port = port
        self._slowest = multiprocessing.Value("d", 0.0)
        self._count = multiprocessing.Value("i", 0)
        self._stop = multiprocessing.Event()
        self._process = multiprocessing.Process(target=self._probe, daemon=True)

    def _probe(self):
        deadline = time.monotonic() + 300
        while not self._stop.is_set() and time.monotonic() < deadline:
            start = time.monotonic()
            try:
                urllib.request.urlopen(f"http://{HOST}:{self.port}/healthz", timeout=30).read()
            except Exception:  # noqa: BLE001 — a failed health check counts as slow
                pass
            with self._slowest.get_lock():
                self._slowest.value = max(self._slowest.value, time.monotonic() - start)
                self._count.value += 1
            time.sleep(0.05)

    def start(self):
        self._process.start()
        time.sleep(0.1)  # the probe is asking before the attack starts

    def finish(self):
        self._stop.set()
        self._process.join()
        return self._slowest.value, self._count.value


def in_parallel(count, work):
    results = [None] * count

    def one(i):
        results[i] = work(i)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    return results


def summary(results):
    statuses = {}
    for status, payload, _ in results:
        key = status
        try:
            errors = json.loads(payload).get("errors") or []
            if errors:
                key = f"{status} {errors[0].get('extensions', {}).get('code')}"
            elif "code" in json.loads(payload):
                key = f"{status} {json.loads(payload)['code']}"
        except Exception:  # noqa: BLE001
            pass
        statuses[key] = statuses.get(key, 0) + 1
    slowest = max(seconds for _, _, seconds in results)
    biggest = max(len(payload) for _, payload, _ in results)
    return f"answers {statuses}, slowest {slowest:.2f} s, biggest body {biggest / 1e6:.2f} MB"


NEST = "departments(first: 1000) { nodes { region { departments { region { departments { region { departments { region { departments { name } } } } } } } } } }"


# Each attack prepares its requests outside the measured time and returns what sends them.


def amplification(port):
    return lambda: [graphql(port, "{ " + NEST + " }")]


def aliases(port):
    fields = " ".join(f"a{i}: " + NEST for i in range(4))
    many = " ".join(f"r{i}: regions {{ totalCount }}" for i in range(200))
    return lambda: [graphql(port, "{ " + fields + " }"), graphql(port, "{ " + many + " }")]


def distinct_words(count, seed):
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = []
    for i in range(count):
        n, word = i * 7919 + seed, ""
        for _ in range(6):
            word += letters[n % 26]
            n //= 26
        words.append(word)
    return " ".join(words)


# Distinct words of the big search (the issue used 60,000 on a release build).
SEARCH_WORDS = int(os.environ.get("HOSTILE_WORDS", "60000"))
SEARCH = "query S($s: String) { jobOffers(search: $s, nb_items: 10) { totalCount } }"


def search(port):
    texts = [distinct_words(SEARCH_WORDS, i) for i in range(2)]
    return lambda: in_parallel(2, lambda i: graphql(port, SEARCH, {"s": texts[i]}))


def search_many(port):
    # 30 distinct big searches (about 2 MB each, under the 12 MB body limit).
    texts = [distinct_words(300_000, 1000 + i) for i in range(30)]
    return lambda: in_parallel(30, lambda i: graphql(port, SEARCH, {"s": texts[i]}))


def resets(port):
    boundary = "hostile"
    fields = {
        "confirmationToken": "bogus",
        "newPassword": "tapisserie-2026",
        "newPasswordConfirmation": "tapisserie-2026",
    }
    body = "".join(
        f'--{boundary}\r\ncontent-disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'
        for name, value in fields.items()
    ) + f"--{boundary}--\r\n"
    content_type = f"multipart/form-data; boundary={boundary}"
    return lambda: in_parallel(
        100, lambda _: post(port, "/api/reset-password", body, content_type)
    )


# Issue 32: 20 aliases × 50 offers with their three long texts (a cost of 4,040 counting each
# field once), four requests at once; then 8 parallel home pages.
LONG_FIELDS = "description perfectCandidateDescription companyPresentation"
LONG_TEXTS = "{ " + " ".join(
    f"a{i}: jobOffers(nb_items: 50) {{ edges {{ node {{ {LONG_FIELDS} }} }} }}" for i in range(20)
) + " }"


def seed_long_texts(port):
    """Long but valid texts on the offers of the first page of results, and their companies."""
    _, payload, _ = graphql(port, "{ jobOffers(nb_items: 50) { edges { node { _id } } } }")
    ids = [edge["node"]["_id"] for edge in json.loads(payload)["data"]["jobOffers"]["edges"]]
    paragraph = "Atelier de tapisserie et de décoration, garnitures à l'ancienne. "
    offer_text = "<p>" + paragraph * (19_000 // len(paragraph)) + "</p>"
    company_text = paragraph * (5_000 // len(paragraph))
    id_list = ",".join(str(i) for i in ids)
    sql = f"""
        UPDATE job_offers SET description = :'offer', perfect_candidate_description = :'offer',
               company_presentation = :'offer' WHERE id IN ({id_list});
        UPDATE companies SET presentation = :'company' WHERE id IN (
            SELECT lc.company_id FROM job_offers o
            JOIN localized_companies lc ON lc.id = o.localized_company_id WHERE o.id IN ({id_list}));
    """
    subprocess.run(
        ["psql", "-q", "-v", "ON_ERROR_STOP=1", "-v", f"offer={offer_text}",
         "-v", f"company={company_text}", os.environ["DATABASE_URL"]],
        input=sql.encode(), check=True,
    )
    # The outbox follower reindexes those offers meanwhile: let it finish before measuring.
    time.sleep(float(os.environ.get("HOSTILE_SETTLE", "15")))
    return len(ids)


def long_texts(port):
    seeded = seed_long_texts(port)
    print(f"long-texts: {seeded} offers with long texts")

    def attack():
        answers = in_parallel(4, lambda _: graphql(port, LONG_TEXTS))
        pages = in_parallel(8, lambda _: get(port, "/"))
        biggest = max(len(payload) for _, payload, _ in pages)
        slowest = max(seconds for _, _, seconds in pages)
        print(f"long-texts: 8 parallel / answered in {slowest:.2f} s at most, {biggest / 1e3:.0f} KB")
        return answers

    return attack


# Issue 52: 8 photographs of 40 megapixels (the most an upload may have) sent at once, each by a
# candidate of its own to a project of her book. The pipeline processes as many at once as the
# machine has cores (`files::images`), the others wait their turn with their bodies in memory.
BIG_WIDTH, BIG_HEIGHT = 7296, 5480  # 39.98 MP


def jpeg_40_mp(padding=14 * 1024 * 1024):
    """A baseline JPEG of BIG_WIDTH × BIG_HEIGHT, 3 components, every block flat: one-symbol
    Huffman tables make each block two 0 bits (DC difference 0, end of block), so the scan is
    zeros, written at once; a decoder still decodes all 40 million pixels. COM segments pad
    the file to about `padding` bytes, as large as a camera's file, so the waiting bodies
    weigh what real ones would."""
    def segment(marker, payload):
        return bytes([0xFF, marker]) + (len(payload) + 2).to_bytes(2, "big") + payload

    quant = segment(0xDB, bytes([0]) + bytes([1] * 64))
    frame = segment(0xC0, bytes([8]) + BIG_HEIGHT.to_bytes(2, "big") + BIG_WIDTH.to_bytes(2, "big")
                    + bytes([3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]))
    # Table class 0 (DC) and 1 (AC), id 0: one code of length 1 for symbol 0.
    lengths = bytes([1] + [0] * 15)
    huffman = segment(0xC4, bytes([0x00]) + lengths + bytes([0]) + bytes([0x10]) + lengths + bytes([0]))
    scan = segment(0xDA, bytes([3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]))
    blocks = (BIG_WIDTH // 8) * (BIG_HEIGHT // 8) * 3
    data = bytes(blocks * 2 // 8)
    comments = segment(0xFE, bytes(65_000)) * (padding // 65_004)
    return b"\xff\xd8" + comments + quant + frame + huffman + scan + data + b"\xff\xd9"


def multipart(fields, files):
    boundary = "ensemblier-hostile-boundary"
    body = b""
    for name, value in fields.items():
        body += f'--{boundary}\r\ncontent-disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
    for name, (file_name, content_type, content) in files.items():
        body += (f'--{boundary}\r\ncontent-disposition: form-data; name="{name}"; filename="{file_name}"\r\n'
                 f"content-type: {content_type}\r\n\r\n").encode() + content + b"\r\n"
    return body + f"--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


def authorised(port, token, path, body, content_type):
    request = urllib.request.Request(
        f"http://{HOST}:{port}{path}", data=body,
        headers={"content-type": content_type, "authorization": f"Bearer {token}"},
    )
    start = time.monotonic()
    try:
        with urllib.request.urlopen(request, timeout=240) as answer:
            return answer.status, answer.read(), time.monotonic() - start
    except urllib.error.HTTPError as error:
        return error.code, error.read(), time.monotonic() - start
    except OSError:
        return "no answer", b"", time.monotonic() - start


def big_images(port):
    photo = jpeg_40_mp()
    uploads = []
    for n in range(8):
        email = f"hostile-{os.getpid()}-{n}@exemple.fr"
        password = "Tapisserie-2024"
        body, kind = multipart({"accountType": "candidate", "email": email, "password": password,
                                "firstname": "Inès", "lastname": "Garnier"}, {})
        registered = post(port, "/api/register", body, kind)
        assert registered[1] == b"ok", registered
        token = json.loads(post(port, "/api/login_check", json.dumps({"email": email, "password": password}))[1])["token"]
        created = authorised(port, token, "/api/graphql", json.dumps({
            "query": "mutation ($input: BookProjectInput!) { createBookProject(input: $input) { projects { id } } }",
            "variables": {"input": {"title": f"Projet {n}"}},
        }).encode(), "application/json")
        project = json.loads(created[1])["data"]["createBookProject"]["projects"][0]["id"]
        uploads.append((token, multipart({"project": project, "altText": "Une photographie de 40 mégapixels"},
                                         {"image": ("photo.jpg", "image/jpeg", photo)})))
    print(f"big-images: 8 JPEG of {BIG_WIDTH} × {BIG_HEIGHT} ({len(photo) / 1e6:.1f} MB each)")
    return lambda: in_parallel(8, lambda i: authorised(port, uploads[i][0], "/api/upload/book-image", *uploads[i][1]))


def get(port, path):
    start = time.monotonic()
    try:
        with urllib.request.urlopen(f"http://{HOST}:{port}{path}", timeout=240) as answer:
            return answer.status, answer.read(), time.monotonic() - start
    except OSError:
        return "no answer", b"", time.monotonic() - start


ATTACKS = {
    "amplification": amplification,
    "aliases": aliases,
    "search": search,
    "search-many": search_many,
    "resets": resets,
    "long-texts": long_texts,
    "big-images": big_images,
}


def main():
    port, pid, which = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    for name in ATTACKS if which == "all" else [which]:
        attack = ATTACKS[name](port)
        health = Health(port)
        health.start()
        start = time.monotonic()
        results = attack()
        took = time.monotonic() - start
        slowest, checks = health.finish()
        print(
            f"{name}: {took:.2f} s; {summary(results)}; peak RSS {peak_rss_mb(pid):.0f} MB; "
            f"slowest /healthz {slowest * 1000:.0f} ms over {checks} checks"
        )


if __name__ == "__main__":
    main()
