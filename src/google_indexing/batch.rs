//! Google's batch format (`POST /batch`, `multipart/mixed`): each part an HTTP message of its
//! own (`Content-Type: application/http`), matched to its answer by `Content-ID`
//! (`<item-N>` asked, `<response-item-N>` answered). Both directions, for the client and the
//! fake: the parts are written and read here only.

/// One part: its MIME headers and the HTTP message it carries.
#[derive(Debug, PartialEq, Eq)]
pub struct Part {
    pub content_id: Option<String>,
    /// The inner message's first line (`POST /v3/urlNotifications:publish`, `HTTP/1.1 200 OK`).
    pub start: String,
    /// The inner message's body (JSON).
    pub body: String,
}

/// The `Content-ID` of the `n`th request of a batch, and of its answer.
pub fn request_id(n: usize) -> String {
    format!("<item-{n}>")
}

pub fn response_id(request: &str) -> String {
    match request.strip_prefix('<') {
        Some(rest) => format!("<response-{rest}"),
        None => format!("response-{request}"),
    }
}

/// A `multipart/mixed` body of `parts` (Content-ID, first line, JSON body) between `boundary`s.
pub fn write(boundary: &str, parts: &[(String, String, String)]) -> String {
    let mut body = String::new();
    for (id, start, json) in parts {
        body.push_str(&format!(
            "--{boundary}\r\nContent-Type: application/http\r\nContent-Transfer-Encoding: binary\r\n\
             Content-ID: {id}\r\n\r\n{start}\r\nContent-Type: application/json; charset=UTF-8\r\n\
             Content-Length: {}\r\n\r\n{json}\r\n",
            json.len()
        ));
    }
    body.push_str(&format!("--{boundary}--\r\n"));
    body
}

/// The boundary of a `multipart/mixed` content type.
pub fn boundary(content_type: &str) -> Option<&str> {
    let (kind, params) = content_type.split_once(';')?;
    if !kind.trim().eq_ignore_ascii_case("multipart/mixed") {
        return None;
    }
    params.split(';').find_map(|param| {
        let (name, value) = param.split_once('=')?;
        name.trim()
            .eq_ignore_ascii_case("boundary")
            .then(|| value.trim().trim_matches('"'))
            .filter(|b| !b.is_empty() && b.len() <= 70)
    })
}

/// The parts of a `multipart/mixed` body, at most `max`; `None` if it is not one.
pub fn read(boundary: &str, body: &str, max: usize) -> Option<Vec<Part>> {
    let delimiter = format!("--{boundary}");
    let mut sections = body.split(delimiter.as_str());
    // What comes before the first delimiter is the preamble.
    sections.next()?;
    let mut parts = Vec::new();
    for section in sections {
        if section.starts_with("--") {
            return Some(parts);
        }
        if parts.len() == max {
            return None;
        }
        parts.push(part(section)?);
    }
    // No closing delimiter: a cut body.
    None
}

/// A part: MIME headers, a blank line, then the HTTP message (first line, headers, a blank
/// line, its body).
fn part(section: &str) -> Option<Part> {
    let section = section
        .strip_prefix("\r\n")
        .or(section.strip_prefix('\n'))?;
    let (headers, message) = split_head(section)?;
    let content_id = headers.lines().find_map(|line| {
        let (name, value) = line.split_once(':')?;
        name.trim()
            .eq_ignore_ascii_case("content-id")
            .then(|| value.trim().to_owned())
    });
    let (head, body) = split_head(message)?;
    let start = head.lines().next()?.trim().to_owned();
    Some(Part {
        content_id,
        start,
        body: body.trim_end_matches(['\r', '\n']).to_owned(),
    })
}

/// Headers and what follows the first blank line.
fn split_head(text: &str) -> Option<(&str, &str)> {
    text.split_once("\r\n\r\n")
        .or_else(|| text.split_once("\n\n"))
}

/// The status code of an HTTP response's first line (`HTTP/1.1 429 Too Many Requests`).
pub fn status(start: &str) -> Option<u16> {
    let mut words = start.split_whitespace();
    words
        .next()
        .filter(|version| version.starts_with("HTTP/"))?;
    words.next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_batch_reads_back_what_was_written() {
        let parts = vec![
            (
                request_id(1),
                "POST /v3/urlNotifications:publish".to_owned(),
                r#"{"url":"https://ensemblier.fr/emploi/1/a","type":"URL_UPDATED"}"#.to_owned(),
            ),
            (
                request_id(2),
                "HTTP/1.1 429 Too Many Requests".to_owned(),
                "{}".to_owned(),
            ),
        ];
        let body = write("batch_Ab9", &parts);
        let parsed = read("batch_Ab9", &body, 100).expect("a batch");
        assert_eq!(parsed.len(), 2);
        assert_eq!(parsed[0].content_id.as_deref(), Some("<item-1>"));
        assert_eq!(parsed[0].start, "POST /v3/urlNotifications:publish");
        assert_eq!(parsed[0].body, parts[0].2);
        assert_eq!(status(&parsed[1].start), Some(429));
        assert_eq!(response_id("<item-2>"), "<response-item-2>");
        assert!(read("batch_Ab9", &body, 1).is_none(), "over the maximum");
        assert!(
            read("batch_Ab9", body.trim_end_matches("--batch_Ab9--\r\n"), 100).is_none(),
            "cut"
        );
    }

    #[test]
    fn the_boundary_is_read_from_the_content_type() {
        assert_eq!(
            boundary("multipart/mixed; boundary=\"===abc==\""),
            Some("===abc==")
        );
        assert_eq!(
            boundary("multipart/mixed; boundary=batch_x"),
            Some("batch_x")
        );
        assert_eq!(boundary("application/json"), None);
        assert_eq!(boundary("multipart/mixed"), None);
    }
}
