//! The Factur-X XMP of an invoice PDF. krilla 0.7 writes a PDF/A-3 XMP (pdfaid, dc, xmp) but
//! has no way to add properties of another schema, and every Factur-X reader looks for
//! `fx:DocumentType`, `fx:DocumentFileName`, `fx:Version` and `fx:ConformanceLevel` first,
//! declared by a `pdfaExtension` schema (PDF/A: every non-standard property is declared).
//!
//! So the finished PDF is edited here, without another PDF library: krilla (pdf-writer) writes
//! the metadata stream uncompressed and a classic cross-reference table, so the Factur-X
//! descriptions are inserted before `</rdf:RDF>`, the stream's `/Length` is raised, and every
//! object offset after it (and `startxref`) moves by the bytes added. Nothing else changes.

use anyhow::{anyhow, bail, Context};

const FX_NS: &str = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";

/// The `rdf:Description`s Factur-X 1.0 asks for: the four fx properties and their schema.
fn descriptions(conformance_level: &str) -> String {
    let property = |name: &str, description: &str| {
        format!(
            "<rdf:li rdf:parseType=\"Resource\"><pdfaProperty:name>{name}</pdfaProperty:name>\
<pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category>\
<pdfaProperty:description>{description}</pdfaProperty:description></rdf:li>"
        )
    };
    format!(
        "<rdf:Description rdf:about=\"\" xmlns:fx=\"{FX_NS}\"><fx:DocumentType>INVOICE</fx:DocumentType>\
<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName><fx:Version>1.0</fx:Version>\
<fx:ConformanceLevel>{conformance_level}</fx:ConformanceLevel></rdf:Description>\
<rdf:Description rdf:about=\"\" xmlns:pdfaExtension=\"http://www.aiim.org/pdfa/ns/extension/\" \
xmlns:pdfaSchema=\"http://www.aiim.org/pdfa/ns/schema#\" xmlns:pdfaProperty=\"http://www.aiim.org/pdfa/ns/property#\">\
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType=\"Resource\">\
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>\
<pdfaSchema:namespaceURI>{FX_NS}</pdfaSchema:namespaceURI><pdfaSchema:prefix>fx</pdfaSchema:prefix>\
<pdfaSchema:property><rdf:Seq>{}{}{}{}</rdf:Seq></pdfaSchema:property></rdf:li></rdf:Bag>\
</pdfaExtension:schemas></rdf:Description>",
        property("DocumentFileName", "The name of the embedded XML document"),
        property("DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER"),
        property("Version", "The actual version of the standard applying to the embedded XML document"),
        property("ConformanceLevel", "The conformance level of the embedded XML document"),
    )
}

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    haystack
        .get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

fn rfind(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).rposition(|w| w == needle)
}

/// `pdf` (as krilla wrote it) with the Factur-X XMP of `conformance_level` (`EN 16931`).
pub fn with_facturx_xmp(pdf: &[u8], conformance_level: &str) -> anyhow::Result<Vec<u8>> {
    // The metadata stream's dictionary, its /Length and the end of its XMP packet.
    let kind = find(pdf, b"/Type /Metadata", 0).context("no XMP metadata stream")?;
    let object = rfind(&pdf[..kind], b" 0 obj").context("metadata object")?;
    let length_at = find(pdf, b"/Length ", object).context("metadata /Length")? + 8;
    let stream_at = find(pdf, b"stream\n", kind).context("metadata stream")?;
    if length_at > stream_at {
        bail!("metadata /Length is not in its dictionary");
    }
    let length_end = length_at
        + pdf[length_at..]
            .iter()
            .position(|b| !b.is_ascii_digit())
            .context("metadata /Length value")?;
    let length: usize = std::str::from_utf8(&pdf[length_at..length_end])?.parse()?;
    let rdf_end = find(pdf, b"</rdf:RDF>", stream_at).context("no </rdf:RDF> in the XMP")?;
    if rdf_end > stream_at + 7 + length {
        bail!("</rdf:RDF> is not in the metadata stream");
    }
    let added = descriptions(conformance_level);
    let new_length = (length + added.len()).to_string();

    let mut out = Vec::with_capacity(pdf.len() + added.len() + 8);
    out.extend_from_slice(&pdf[..length_at]);
    out.extend_from_slice(new_length.as_bytes());
    out.extend_from_slice(&pdf[length_end..rdf_end]);
    out.extend_from_slice(added.as_bytes());
    // The rest up to the cross-reference table, whose offsets are rewritten below.
    let xref_at = rfind(pdf, b"\nxref\n").context("no cross-reference table")? + 1;
    out.extend_from_slice(&pdf[rdf_end..xref_at]);
    let shift = out.len() - xref_at;
    let moved = |offset: usize| {
        if offset > length_at {
            offset + shift
        } else {
            offset
        }
    };

    // `xref\n0 N\n` then N entries of 20 bytes: `oooooooooo ggggg n\r\n`.
    let header_end = find(pdf, b"\n", xref_at + 5).context("xref header")? + 1;
    let count: usize = std::str::from_utf8(&pdf[xref_at + 5..header_end - 1])?
        .trim()
        .split(' ')
        .nth(1)
        .ok_or_else(|| anyhow!("xref count"))?
        .parse()?;
    out.extend_from_slice(&pdf[xref_at..header_end]);
    let entries_end = header_end + 20 * count;
    for entry in pdf
        .get(header_end..entries_end)
        .context("xref entries")?
        .chunks(20)
    {
        if entry[17] == b'n' {
            let offset: usize = std::str::from_utf8(&entry[..10])?.parse()?;
            out.extend_from_slice(format!("{:010}", moved(offset)).as_bytes());
            out.extend_from_slice(&entry[10..]);
        } else {
            out.extend_from_slice(entry);
        }
    }
    let startxref = find(pdf, b"startxref\n", entries_end).context("startxref")?;
    out.extend_from_slice(&pdf[entries_end..startxref]);
    out.extend_from_slice(format!("startxref\n{}\n%%EOF", xref_at + shift).as_bytes());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every in-use xref entry points at `N 0 obj`, and startxref at `xref`.
    fn offsets_are_right(pdf: &[u8]) {
        let text = String::from_utf8_lossy(pdf);
        let start: usize = text
            .rsplit("startxref\n")
            .next()
            .and_then(|t| t.lines().next())
            .and_then(|t| t.trim().parse().ok())
            .expect("startxref");
        assert!(pdf[start..].starts_with(b"xref\n"));
        let header_end = find(pdf, b"\n", start + 5).expect("header") + 1;
        for (id, entry) in pdf[header_end..].chunks(20).enumerate() {
            if entry.starts_with(b"trailer") {
                break;
            }
            if entry[17] == b'n' {
                let offset: usize = std::str::from_utf8(&entry[..10])
                    .expect("digits")
                    .parse()
                    .expect("offset");
                assert!(
                    pdf[offset..].starts_with(format!("{id} 0 obj").as_bytes()),
                    "object {id}"
                );
            }
        }
    }

    #[test]
    fn the_factur_x_xmp_is_added_and_every_offset_follows() {
        let rows = [super::super::pdf::Row::text(10.0, "Facture")];
        let pdf = super::super::pdf::render(super::super::pdf::PdfDocument {
            title: "Test",
            author: "Ensemblier",
            created: chrono::Utc::now(),
            rows: &rows,
            attachment: None,
        })
        .expect("PDF");
        offsets_are_right(&pdf);
        let edited = with_facturx_xmp(&pdf, "EN 16931").expect("XMP");
        offsets_are_right(&edited);
        let text = String::from_utf8_lossy(&edited);
        assert!(text.contains("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>"));
        assert!(text.contains("pdfaExtension:schemas"));
        assert!(text.contains("pdfaid:part"), "krilla's own XMP is kept");
        assert!(edited.ends_with(b"%%EOF"));
    }
}
