//! Where a webhook may point (docs/api.md, "Webhooks"): an `https` address of a public host.
//! Outside development, `http`, loopback, private, link-local and other non-public addresses
//! are refused, when the owner registers the address and again before each delivery, whose
//! connection then goes to the very address checked (no second lookup a DNS answer could
//! change in between).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use url::Url;

use crate::error::{AppError, AppResult, ErrorCode};

pub const NOT_HTTPS: &str = "L'adresse du webhook doit commencer par https://.";
pub const NOT_A_URL: &str =
    "L'adresse du webhook est invalide : saisissez une adresse web complète (https://…).";
pub const NOT_PUBLIC: &str = "L'adresse du webhook doit être joignable sur Internet : \
     une adresse locale ou privée n'est pas acceptée.";
pub const UNKNOWN_HOST: &str = "Le nom de domaine du webhook est introuvable : vérifiez l'adresse.";

/// How strict the rule is: development (and the tests) may use `http` and loopback.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    PublicOnly,
    Anywhere,
}

impl Reach {
    pub fn for_development(development: bool) -> Self {
        if development {
            Self::Anywhere
        } else {
            Self::PublicOnly
        }
    }
}

/// A webhook address as written: parsed, `https` (or `http` in development), with a host,
/// without credentials or fragment.
pub fn parse(raw: &str, reach: Reach) -> AppResult<Url> {
    let invalid = |message: &str| AppError::invalid(ErrorCode::InvalidUrl, message);
    let url = Url::parse(raw.trim()).map_err(|_| invalid(NOT_A_URL))?;
    match (url.scheme(), reach) {
        ("https", _) | ("http", Reach::Anywhere) => {}
        _ => return Err(invalid(NOT_HTTPS)),
    }
    if url.host().is_none() || !url.username().is_empty() || url.password().is_some() {
        return Err(invalid(NOT_A_URL));
    }
    if url.fragment().is_some() {
        return Err(invalid(NOT_A_URL));
    }
    Ok(url)
}

/// The address to connect to for `url`: its host looked up (within `timeout`), every
/// answer public when `reach` asks it. Refused with the owner's French reason.
pub async fn resolve(url: &Url, reach: Reach) -> AppResult<SocketAddr> {
    let invalid = |message: &str| AppError::invalid(ErrorCode::InvalidUrl, message);
    let host = url.host_str().ok_or_else(|| invalid(NOT_A_URL))?;
    let port = url
        .port_or_known_default()
        .ok_or_else(|| invalid(NOT_A_URL))?;
    // `[::1]` is written with brackets in a URL, not in a lookup.
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let lookup = tokio::time::timeout(
        std::time::Duration::from_secs(5),
        tokio::net::lookup_host((host, port)),
    )
    .await;
    let addresses: Vec<SocketAddr> = match lookup {
        Ok(Ok(found)) => found.collect(),
        _ => return Err(invalid(UNKNOWN_HOST)),
    };
    let first = *addresses.first().ok_or_else(|| invalid(UNKNOWN_HOST))?;
    if reach == Reach::PublicOnly && !addresses.iter().all(|a| is_public(a.ip())) {
        return Err(invalid(NOT_PUBLIC));
    }
    Ok(first)
}

/// Whether `ip` is an address of the public Internet: outside every block of IANA's IPv4 and
/// IPv6 special-purpose address registries (RFC 6890 and their later entries) that is not
/// globally reachable — loopback, private, link-local, shared (CGNAT), multicast,
/// documentation, benchmarking, reserved, unspecified — nor an IPv6 form that carries or
/// reaches one (mapped, SIIT, NAT64, 6to4, Teredo, IPv4-compatible).
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => is_public_v6(v6),
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_multicast()
        || ip.is_broadcast()
        || ip.is_documentation()
        || a == 0
        || (a == 100 && (64..128).contains(&b)) // shared address space (RFC 6598)
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments
        || (a == 192 && b == 88 && c == 99) // the 6to4 relays' anycast (RFC 7526)
        || (a == 198 && (18..20).contains(&b)) // benchmarking
        || a >= 240) // reserved
}

/// IPv6 is read as an allow-list: only global unicast (2000::/3) can be public, less the
/// special-purpose blocks inside it. The two forms outside it that reach the IPv4 Internet
/// (mapped `::ffff:a.b.c.d`, NAT64's well-known `64:ff9b::/96`) are judged by the IPv4
/// address they carry; every other form (SIIT `::ffff:0:a.b.c.d`, local-use NAT64
/// `64:ff9b:1::/48`, IPv4-compatible `::a.b.c.d`, unique local, link-local, multicast…) is
/// refused, so a new way of writing 127.0.0.1 cannot slip through.
fn is_public_v6(ip: Ipv6Addr) -> bool {
    if let Some(v4) = ip.to_ipv4_mapped() {
        return is_public_v4(v4);
    }
    let segments = ip.segments();
    if segments[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        return is_public_v4(Ipv4Addr::from(ip.to_bits() as u32));
    }
    if segments[0] & 0xe000 != 0x2000 {
        return false;
    }
    if segments[0] == 0x2002 {
        // 6to4 carries the IPv4 address of its gateway.
        let v4 = (u32::from(segments[1]) << 16) | u32::from(segments[2]);
        return is_public_v4(Ipv4Addr::from(v4));
    }
    // 2001::/23, the IETF's protocol assignments (Teredo, benchmarking, ORCHID, AMT…), and
    // 2001:db8::/32, documentation.
    !((segments[0] == 0x2001 && (segments[1] < 0x0200 || segments[1] == 0x0db8))
        || (segments[0] == 0x3fff && segments[1] < 0x1000) // documentation (3fff::/20, RFC 9637)
        || segments[0] == 0x5f00) // SRv6 SIDs (RFC 9602)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_https_with_a_host_outside_development() {
        for (raw, refusal) in [
            ("http://ats.example.com/hook", NOT_HTTPS),
            ("ftp://ats.example.com/hook", NOT_HTTPS),
            ("https://user:pw@ats.example.com/hook", NOT_A_URL),
            ("https://ats.example.com/hook#x", NOT_A_URL),
            ("pas une adresse", NOT_A_URL),
            ("https://", NOT_A_URL),
        ] {
            let error = parse(raw, Reach::PublicOnly).expect_err(raw);
            assert_eq!(error.message(), refusal, "{raw}");
        }
        assert!(parse(" https://ats.example.com/hook?x=1 ", Reach::PublicOnly).is_ok());
        assert!(parse("http://127.0.0.1:9000/hook", Reach::Anywhere).is_ok());
    }

    #[test]
    fn private_loopback_and_reserved_addresses_are_not_public() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "255.255.255.255",
            "224.0.0.1",
            "192.0.2.1",
            "198.18.0.1",
            "::1",
            "::",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "64:ff9b::a00:1",
            "2002:7f00:1::",
            "fd00::1",
            "fe80::1",
            "2001:db8::1",
            "::127.0.0.1",
            // Issue 59: SIIT, local-use NAT64 and Teredo forms of 127.0.0.1.
            "::ffff:0:127.0.0.1",
            "64:ff9b:1::7f00:1",
            "2001::7f00:1",
            "2001:0:4136:e378:8000:63bf:3fff:fdd2",
            "2001:2::1",
            "2001:20::1",
            "3fff::1",
            "5f00::1",
            "100::1",
            "ff02::1",
            "fec0::1",
            "::ffff:192.88.99.1",
            "192.88.99.1",
            "2002:c058:6301::",
            "64:ff9b::7f00:1",
        ] {
            assert!(!is_public(ip.parse().expect(ip)), "{ip}");
        }
        for ip in [
            "93.184.216.34",
            "2606:4700::1111",
            "::ffff:93.184.216.34",
            "8.8.8.8",
            "64:ff9b::808:808",
            "2002:5db8:d822::1",
            "2a01:cb00::1",
        ] {
            assert!(is_public(ip.parse().expect(ip)), "{ip}");
        }
    }

    #[tokio::test]
    async fn a_host_that_resolves_to_loopback_is_refused_outside_development() {
        let url = parse("https://localhost:9/hook", Reach::PublicOnly).expect("parsed");
        let error = resolve(&url, Reach::PublicOnly)
            .await
            .expect_err("loopback");
        assert_eq!(error.message(), NOT_PUBLIC);
        let url = parse("http://127.0.0.1:9/hook", Reach::Anywhere).expect("parsed");
        assert!(resolve(&url, Reach::Anywhere).await.is_ok());
        let url = parse("https://[::1]:9/hook", Reach::PublicOnly).expect("parsed");
        assert_eq!(
            resolve(&url, Reach::PublicOnly)
                .await
                .expect_err("::1")
                .message(),
            NOT_PUBLIC
        );
    }
}
