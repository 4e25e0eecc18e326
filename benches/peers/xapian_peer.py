#!/usr/bin/env python3
"""Xapian's side of `cargo bench --bench search_vs_peers` (benches/search_vs_peers.rs).

    xapian_peer.py OFFERS.jsonl DB_DIR NOW

Indexes the offers the bench wrote (one JSON object a line) into a Xapian database in DB_DIR,
prints {"built_s": …}, then answers searches read as JSON lines on stdin, one JSON line each
on stdout: the total, the page's ids, the facet counts when asked, and the nanoseconds the
search took inside this process (time.perf_counter), so that the pipe is not charged to Xapian.

Needs Debian's python3-xapian (`apt-get install python3-xapian`); exits with status 3 when
the module is missing.
"""

import json
import sys
import time
import unicodedata

try:
    import xapian
except ImportError:
    sys.exit(3)

# Value slots: sorting, expiry and Urgent are compared at query time (against NOW), as the
# other engines do; the facet slots feed ValueCountMatchSpy (one value per slot).
PUBLISHED, EXPIRES, URGENT_UNTIL, CONTRACT, SALARY, JOB, FAMILY, TYPE_A, TYPE_B = range(9)
# The title counts this many times a body occurrence (its terms' wdf).
TITLE_WEIGHT = 4


def fold(text):
    """Accents off, as PostgreSQL's `unaccent` before `french_stem` (typed « decoratrice »),
    and elisions split as PostgreSQL's parser splits them: Xapian keeps « l'atelier » as one
    word, which « atelier » would not find."""
    text = text.replace("'", " ").replace("\u2019", " ")
    return "".join(
        c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)
    )


def number(value):
    return xapian.sortable_serialise(value)


def build(offers_path, db_dir):
    db = xapian.WritableDatabase(db_dir, xapian.DB_CREATE_OR_OVERWRITE)
    generator = xapian.TermGenerator()
    generator.set_stemmer(xapian.Stem("french"))
    with open(offers_path, encoding="utf-8") as lines:
        for line in lines:
            offer = json.loads(line)
            doc = xapian.Document()
            generator.set_document(doc)
            generator.index_text(fold(offer["title"]), TITLE_WEIGHT)
            generator.increase_termpos()
            generator.index_text(fold(offer["body"]))
            # Filters as boolean terms (they add no weight).
            doc.add_boolean_term("XK%d" % offer["contract"])
            doc.add_boolean_term("XS%d" % offer["salary"])
            doc.add_boolean_term("XC%d" % offer["city"])
            doc.add_boolean_term("XD%d" % offer["department"])
            doc.add_boolean_term("XR%d" % offer["region"])
            for position in offer["positions"]:
                doc.add_boolean_term("XP%d" % position)
            for kind in offer["types"]:
                doc.add_boolean_term("XT%d" % kind)
            doc.add_value(PUBLISHED, number(offer["published_at"]))
            doc.add_value(EXPIRES, number(offer["expires_at"]))
            doc.add_value(URGENT_UNTIL, number(offer["urgent_until"]))
            doc.add_value(CONTRACT, str(offer["contract"]))
            doc.add_value(SALARY, str(offer["salary"]))
            job, family = offer["positions"]
            doc.add_value(JOB, str(job))
            doc.add_value(FAMILY, str(family))
            doc.add_value(TYPE_A, str(offer["types"][0]))
            if len(offer["types"]) > 1:
                doc.add_value(TYPE_B, str(offer["types"][1]))
            db.replace_document(offer["id"], doc)
    db.commit()
    db.close()


def any_of(prefix, ids):
    return xapian.Query(xapian.Query.OP_OR, [xapian.Query("%s%d" % (prefix, i)) for i in ids])


class Searcher:
    def __init__(self, db_dir, now):
        self.db = xapian.Database(db_dir)
        self.everything = self.db.get_doccount()
        self.parser = xapian.QueryParser()
        self.parser.set_stemmer(xapian.Stem("french"))
        self.parser.set_stemming_strategy(xapian.QueryParser.STEM_SOME)
        # Every word must be there, as in the other engines (the parser's default is OR).
        self.parser.set_default_op(xapian.Query.OP_AND)
        self.parser.set_database(self.db)
        self.enquire = xapian.Enquire(self.db)
        # Relevance, then newest among equals.
        self.enquire.set_sort_by_relevance_then_value(PUBLISHED, True)
        self.now = now
        self.active = xapian.Query(xapian.Query.OP_VALUE_GE, EXPIRES, number(now + 1))
        self.urgent = xapian.Query(xapian.Query.OP_VALUE_GE, URGENT_UNTIL, number(now + 1))

    def mset(self, query, offset, size, spies=()):
        """checkatleast = the whole database: the count is exact, and the spies see all."""
        self.enquire.set_query(query)
        self.enquire.clear_matchspies()
        for spy in spies:
            self.enquire.add_matchspy(spy)
        return self.enquire.get_mset(offset, size, self.everything)

    def search(self, ask):
        words = self.parser.parse_query(fold(ask["terms"]))
        base = xapian.Query(xapian.Query.OP_FILTER, words, self.active)
        for prefix, key in (("XC", "city"), ("XD", "department"), ("XR", "region")):
            if ask.get(key):
                base = xapian.Query(xapian.Query.OP_FILTER, base, xapian.Query("%s%d" % (prefix, ask[key])))
        contracts, positions = ask.get("contracts") or [], ask.get("positions") or []
        by_contract = base if not contracts else xapian.Query(xapian.Query.OP_FILTER, base, any_of("XK", contracts))
        matched = by_contract if not positions else xapian.Query(xapian.Query.OP_FILTER, by_contract, any_of("XP", positions))

        facets = ask.get("facets", False)
        spies = {}
        if facets:
            for name, slot in (("types_a", TYPE_A), ("types_b", TYPE_B), ("salaries", SALARY)):
                spies[name] = xapian.ValueCountMatchSpy(slot)
        page_spies = list(spies.values())

        # Urgent first: the Urgent matches, then the others, each by relevance then newest.
        offset, size = ask.get("offset", 0), 10
        urgent = self.mset(xapian.Query(xapian.Query.OP_FILTER, matched, self.urgent), offset, size, page_spies)
        urgent_total = urgent.get_matches_estimated()
        ids = [m.docid for m in urgent]
        rest = self.mset(
            xapian.Query(xapian.Query.OP_AND_NOT, matched, self.urgent),
            max(0, offset - urgent_total),
            size - len(ids),
            page_spies,
        )
        ids += [m.docid for m in rest]
        answer = {"total": urgent_total + rest.get_matches_estimated(), "ids": ids}

        if facets:
            # Each group counted without its own ticks, as the index does.
            contract_spy = xapian.ValueCountMatchSpy(CONTRACT)
            by_position = base if not positions else xapian.Query(xapian.Query.OP_FILTER, base, any_of("XP", positions))
            self.mset(by_position, 0, 0, [contract_spy])
            job_spy, family_spy = xapian.ValueCountMatchSpy(JOB), xapian.ValueCountMatchSpy(FAMILY)
            self.mset(by_contract, 0, 0, [job_spy, family_spy])

            def counts(*group):
                merged = {}
                for spy in group:
                    for item in spy.values():
                        merged[int(item.term)] = merged.get(int(item.term), 0) + item.termfreq
                return sorted(merged.items())

            answer["facets"] = {
                "contracts": counts(contract_spy),
                "positions": counts(job_spy, family_spy),
                "types": counts(spies["types_a"], spies["types_b"]),
                "salaries": counts(spies["salaries"]),
            }
        return answer


def main():
    offers_path, db_dir, now = sys.argv[1], sys.argv[2], int(sys.argv[3])
    started = time.perf_counter()
    build(offers_path, db_dir)
    print(json.dumps({"built_s": time.perf_counter() - started}), flush=True)
    searcher = Searcher(db_dir, now)
    for line in sys.stdin:
        ask = json.loads(line)
        started = time.perf_counter_ns()
        answer = searcher.search(ask)
        answer["ns"] = time.perf_counter_ns() - started
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
