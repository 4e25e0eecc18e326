//! schema.org `BlogPosting` of a published post, and the Atom feed of the newest posts.

use serde_json::{json, Value};

use super::{cut, escape};
use crate::posts::{html::sanitize, Post};

/// The post's absolute address.
pub fn post_url(post: &Post, base_url: &str) -> String {
    format!("{base_url}/tendance-rh/{}/{}", post.id, post.slug)
}

/// The featured image's absolute address, if the post has one.
pub fn image_url(post: &Post, base_url: &str) -> Option<String> {
    post.featured_image_path
        .as_ref()
        .map(|path| format!("{base_url}{path}"))
}

/// The 200-character meta description: the intro, else the text of the content.
pub fn description(post: &Post) -> String {
    let text = if post.intro.trim().is_empty() {
        ensemblier_index::strip_html(&post.content)
    } else {
        post.intro.clone()
    };
    cut(&text, 200)
}

pub fn blog_posting(post: &Post, base_url: &str) -> Value {
    let url = post_url(post, base_url);
    let organization = json!({ "@type": "Organization", "name": "Ensemblier", "url": base_url });
    let mut posting = json!({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        "headline": post.title,
        "description": description(post),
        "datePublished": post.published_at.to_rfc3339(),
        "dateModified": post.published_at.to_rfc3339(),
        "inLanguage": "fr-FR",
        "url": url,
        "mainEntityOfPage": { "@type": "WebPage", "@id": url },
        "author": organization,
        "publisher": organization,
    });
    if let Some(image) = image_url(post, base_url) {
        posting["image"] = json!([image]);
    }
    posting
}

/// `/tendance-rh/feed`: an Atom feed of the newest posts, their content in full.
pub fn atom_feed(posts: &[Post], base_url: &str) -> String {
    let updated = posts
        .first()
        .map(|p| p.published_at.to_rfc3339())
        .unwrap_or_else(|| "2020-01-01T00:00:00+00:00".to_owned());
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"fr\">\n\
         <title>Tendances RH — Ensemblier</title>\n\
         <subtitle>L’actualité du recrutement dans la décoration, l’architecture intérieure et les métiers d’art.</subtitle>\n\
         <id>{base}/tendance-rh</id>\n<link rel=\"alternate\" type=\"text/html\" href=\"{base}/tendance-rh\"/>\n\
         <link rel=\"self\" type=\"application/atom+xml\" href=\"{base}/tendance-rh/feed\"/>\n\
         <updated>{updated}</updated>\n<author><name>Ensemblier</name></author>\n",
        base = escape(base_url),
    );
    for post in posts {
        let url = escape(&post_url(post, base_url));
        xml.push_str(&format!(
            "<entry>\n<title>{title}</title>\n<id>{url}</id>\n<link rel=\"alternate\" type=\"text/html\" href=\"{url}\"/>\n\
             <published>{at}</published>\n<updated>{at}</updated>\n<summary>{summary}</summary>\n\
             <content type=\"html\">{content}</content>\n</entry>\n",
            title = escape(&post.title),
            at = post.published_at.to_rfc3339(),
            summary = escape(&post.intro),
            content = escape(&absolute_links(&sanitize(&post.content), base_url)),
        ));
    }
    xml.push_str("</feed>\n");
    xml
}

/// Site paths in links made absolute: a feed reader has no site to resolve them against.
fn absolute_links(html: &str, base_url: &str) -> String {
    html.replace("href=\"/", &format!("href=\"{base_url}/"))
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use super::*;

    fn post() -> Post {
        Post {
            id: 3,
            uuid: uuid::Uuid::nil(),
            slug: "salaires".into(),
            title: "Salaires & primes".into(),
            subtitle: String::new(),
            intro: "é".repeat(250),
            content: "<p>Voir <a href=\"/emploi\">les offres</a></p><script>x</script>".into(),
            featured_image_path: Some("/images/posts/a.svg".into()),
            published_at: Utc
                .with_ymd_and_hms(2026, 3, 12, 9, 0, 0)
                .single()
                .expect("a date"),
        }
    }

    #[test]
    fn the_blog_posting_names_the_post_its_image_and_a_cut_description() {
        let posting = blog_posting(&post(), "https://ensemblier.fr");
        assert_eq!(posting["@type"], "BlogPosting");
        assert_eq!(posting["headline"], "Salaires & primes");
        assert_eq!(
            posting["image"][0],
            "https://ensemblier.fr/images/posts/a.svg"
        );
        assert_eq!(
            posting["url"],
            "https://ensemblier.fr/tendance-rh/3/salaires"
        );
        let description = posting["description"].as_str().unwrap_or_default();
        assert_eq!(description.chars().count(), 200);
        assert!(description.ends_with('…'));
    }

    #[test]
    fn the_feed_escapes_its_texts_and_carries_clean_absolute_content() {
        let feed = atom_feed(&[post()], "https://ensemblier.fr");
        assert!(feed.contains("<title>Salaires &amp; primes</title>"));
        assert!(feed.contains("href=&quot;https://ensemblier.fr/emploi&quot;"));
        assert!(!feed.contains("script"));
        assert!(feed.contains("<updated>2026-03-12T09:00:00+00:00</updated>"));
    }
}
