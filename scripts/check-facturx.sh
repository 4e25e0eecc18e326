#!/usr/bin/env bash
# Extracts the factur-x.xml of an invoice PDF and validates it against the official Factur-X
# EN 16931 schema, with the `factur-x` package of the Python registry (installed here, in a
# virtual environment under target/, so a clean machine has it). Prints the XML's totals as
# JSON: {"level", "net", "vat", "total", "number"}.
# Usage: scripts/check-facturx.sh invoice.pdf
set -euo pipefail
pdf="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="${FACTURX_VENV:-$root/target/facturx-venv}"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import facturx' 2>/dev/null; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install --quiet --disable-pip-version-check 'factur-x>=3' >&2
fi
"$venv/bin/python" - "$pdf" <<'PY'
import json, sys
from lxml import etree
from facturx import get_facturx_xml_from_pdf, get_level, xml_check_xsd

with open(sys.argv[1], "rb") as f:
    name, xml = get_facturx_xml_from_pdf(f, check_xsd=False)
if name != "factur-x.xml":
    sys.exit(f"attachment named {name!r}, not factur-x.xml")
root = etree.fromstring(xml)
level = get_level(root)
xml_check_xsd(xml, flavor="factur-x", level=level)  # raises on any schema error
ns = {
    "rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
    "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
}
def text(path):
    return root.xpath(path, namespaces=ns)[0].text
summary = "//ram:SpecifiedTradeSettlementHeaderMonetarySummation/"
print(json.dumps({
    "level": level,
    "number": text("//rsm:ExchangedDocument/ram:ID"),
    "net": text(summary + "ram:TaxBasisTotalAmount"),
    "vat": text(summary + "ram:TaxTotalAmount"),
    "total": text(summary + "ram:GrandTotalAmount"),
}))
PY
