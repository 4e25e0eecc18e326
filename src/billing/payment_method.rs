//! How an order is paid: by card (through the provider) or by bank transfer.

/// How an order is paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaymentMethod {
    Card,
    Transfer,
}

impl PaymentMethod {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Card => "card",
            Self::Transfer => "transfer",
        }
    }
}
