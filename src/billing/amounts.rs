//! What an order costs, in cents: the one place where prices, discounts and VAT are added up.
//! The page, the payment intent, the invoice and its Factur-X XML all read these numbers.

use super::VAT_PERCENT;

/// A discount as a promotion code gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Discount {
    /// 1 to 100 percent of the price excl. tax.
    Percent(i32),
    /// An amount excl. tax, in cents (never more than the price).
    Amount(i32),
}

/// The amounts of one order line (quantity 1: a pack, an option or a banner is one product).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Amounts {
    /// Price excl. tax before the discount.
    pub price: i32,
    /// Discount excl. tax.
    pub discount: i32,
    /// Price excl. tax after the discount.
    pub net: i32,
    /// VAT on `net`, rounded to the cent (half up).
    pub vat: i32,
    /// What the buyer pays: `net + vat`.
    pub total: i32,
}

impl Amounts {
    pub fn compute(price: i32, discount: Option<Discount>) -> Self {
        let price = price.max(0);
        let discount = match discount {
            None => 0,
            // Half up, in integers: (price * pct + 50) / 100.
            Some(Discount::Percent(pct)) => {
                let pct = i64::from(pct.clamp(0, 100));
                ((i64::from(price) * pct + 50) / 100) as i32
            }
            Some(Discount::Amount(cents)) => cents.clamp(0, price),
        };
        let net = price - discount;
        let vat = ((i64::from(net) * i64::from(VAT_PERCENT) + 50) / 100) as i32;
        Self {
            price,
            discount,
            net,
            vat,
            total: net + vat,
        }
    }

    /// The same order sold to a company of another EU member state: no French VAT (reverse
    /// charge, `companies::billing_identity::BillingIdentity::is_reverse_charged`).
    pub fn reverse_charged(self) -> Self {
        Self {
            vat: 0,
            total: self.net,
            ..self
        }
    }

    /// An order that costs nothing completes without a payment.
    pub fn is_free(&self) -> bool {
        self.total == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_of_three_costs_588_euros_incl_vat() {
        let a = Amounts::compute(49000, None);
        assert_eq!((a.net, a.vat, a.total), (49000, 9800, 58800));
    }

    #[test]
    fn a_reverse_charged_order_keeps_its_net_and_carries_no_vat() {
        let a = Amounts::compute(49000, Some(Discount::Percent(10))).reverse_charged();
        assert_eq!(
            (a.price, a.discount, a.net, a.vat, a.total),
            (49000, 4900, 44100, 0, 44100)
        );
    }

    #[test]
    fn percent_discount_applies_before_vat() {
        let a = Amounts::compute(49000, Some(Discount::Percent(10)));
        assert_eq!(
            (a.discount, a.net, a.vat, a.total),
            (4900, 44100, 8820, 52920)
        );
    }

    #[test]
    fn percent_discount_rounds_half_up_to_the_cent() {
        // 4900 * 15% = 735; 4165 * 20% = 833.
        let a = Amounts::compute(4900, Some(Discount::Percent(15)));
        assert_eq!((a.discount, a.vat, a.total), (735, 833, 4998));
        // 333 * 50% = 166.5 -> 167; 166 * 20% = 33.2 -> 33.
        let b = Amounts::compute(333, Some(Discount::Percent(50)));
        assert_eq!((b.discount, b.net, b.vat), (167, 166, 33));
    }

    #[test]
    fn amount_discount_never_goes_below_zero() {
        let a = Amounts::compute(4900, Some(Discount::Amount(10000)));
        assert_eq!((a.discount, a.total), (4900, 0));
        assert!(a.is_free());
    }

    #[test]
    fn totals_always_add_up() {
        for price in [0, 1, 99, 4900, 19000, 139000] {
            for pct in [1, 7, 33, 50, 99, 100] {
                let a = Amounts::compute(price, Some(Discount::Percent(pct)));
                assert_eq!(a.price - a.discount + a.vat, a.total);
                assert!(a.discount <= a.price);
            }
        }
    }
}
