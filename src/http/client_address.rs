//! The client's address behind a reverse proxy. Handlers read the peer address
//! (`ConnectInfo`) for the rate limits and the offers' statistics; behind nginx that would be
//! the proxy's for everyone. When the peer is one of `TRUSTED_PROXIES`, the address its
//! `X-Forwarded-For` names replaces it: the rightmost hop that is not itself a trusted proxy
//! (the hops left of it are whatever the client wrote, so they are never believed).

use std::{
    net::{IpAddr, SocketAddr},
    sync::Arc,
};

use axum::{
    extract::{ConnectInfo, Request, State},
    http::HeaderMap,
    middleware::Next,
    response::Response,
};

pub type TrustedProxies = Arc<[IpAddr]>;

pub async fn replace(
    State(trusted): State<TrustedProxies>,
    mut request: Request,
    next: Next,
) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|info| info.0);
    if let Some(peer) = peer {
        if let Some(client) = forwarded_client(peer.ip(), &trusted, request.headers()) {
            request
                .extensions_mut()
                .insert(ConnectInfo(SocketAddr::new(client, peer.port())));
        }
    }
    next.run(request).await
}

/// The client a trusted proxy forwarded for, if the peer is one and says so.
fn forwarded_client(peer: IpAddr, trusted: &[IpAddr], headers: &HeaderMap) -> Option<IpAddr> {
    if !trusted.contains(&peer) {
        return None;
    }
    let hops: Vec<&str> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(str::trim)
        .collect();
    for hop in hops.into_iter().rev() {
        match hop.parse::<IpAddr>() {
            Ok(address) if trusted.contains(&address) => continue,
            Ok(address) => return Some(address),
            // A hop that is no address: nothing left of it can be placed.
            Err(_) => return None,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("address")
    }

    fn forwarded(values: &[&'static str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append("x-forwarded-for", HeaderValue::from_static(value));
        }
        headers
    }

    #[test]
    fn only_a_trusted_proxy_is_believed_and_only_for_its_own_hop() {
        let trusted = [ip("127.0.0.1"), ip("10.0.0.2")];
        let proxy = ip("127.0.0.1");
        assert_eq!(
            forwarded_client(proxy, &trusted, &forwarded(&["203.0.113.7"])),
            Some(ip("203.0.113.7"))
        );
        // The client wrote the first hop itself: the proxy's own hop wins.
        assert_eq!(
            forwarded_client(proxy, &trusted, &forwarded(&["1.2.3.4, 203.0.113.7"])),
            Some(ip("203.0.113.7"))
        );
        // Two proxies of ours: the hop before them.
        assert_eq!(
            forwarded_client(proxy, &trusted, &forwarded(&["203.0.113.7", "10.0.0.2"])),
            Some(ip("203.0.113.7"))
        );
        assert_eq!(
            forwarded_client(ip("198.51.100.1"), &trusted, &forwarded(&["203.0.113.7"])),
            None,
            "a peer that is no trusted proxy keeps its own address"
        );
        assert_eq!(forwarded_client(proxy, &trusted, &HeaderMap::new()), None);
        assert_eq!(
            forwarded_client(proxy, &trusted, &forwarded(&["203.0.113.7, unknown"])),
            None
        );
        assert_eq!(
            forwarded_client(proxy, &[], &forwarded(&["203.0.113.7"])),
            None
        );
    }
}
