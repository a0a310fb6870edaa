//! A double-entry ledger: accounts, postings and balanced transactions.
use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AccountId(pub u32);

#[derive(Debug, Clone, PartialEq)]
pub struct Posting {
    pub account: AccountId,
    pub amount_cents: i64,
}

#[derive(Debug)]
pub enum LedgerError {
    Unbalanced { difference: i64 },
    UnknownAccount(AccountId),
    Empty,
}

impl fmt::Display for LedgerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LedgerError::Unbalanced { difference } => write!(f, "postings do not balance (off by {difference})"),
            LedgerError::UnknownAccount(id) => write!(f, "unknown account {}", id.0),
            LedgerError::Empty => write!(f, "a transaction needs at least two postings"),
        }
    }
}

#[derive(Default)]
pub struct Ledger {
    balances: HashMap<AccountId, i64>,
    history: Vec<Vec<Posting>>,
}

impl Ledger {
    pub fn open(&mut self, id: AccountId) {
        self.balances.entry(id).or_insert(0);
    }

    pub fn post(&mut self, postings: Vec<Posting>) -> Result<(), LedgerError> {
        if postings.len() < 2 {
            return Err(LedgerError::Empty);
        }
        let difference: i64 = postings.iter().map(|p| p.amount_cents).sum();
        if difference != 0 {
            return Err(LedgerError::Unbalanced { difference });
        }
        for p in &postings {
            if !self.balances.contains_key(&p.account) {
                return Err(LedgerError::UnknownAccount(p.account));
            }
        }
        for p in &postings {
            *self.balances.get_mut(&p.account).unwrap() += p.amount_cents;
        }
        self.history.push(postings);
        Ok(())
    }

    pub fn balance(&self, id: AccountId) -> Option<i64> {
        self.balances.get(&id).copied()
    }
}
