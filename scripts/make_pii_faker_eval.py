"""Build the Faker-based PII evaluation set: ``benchmarks/data/pii_faker/{dev,eval}.jsonl``.

The recognizers were developed against ``scripts/make_pii_eval.py``'s generator, so scores on its
output say little about text they have not seen. This set comes from a different source (Faker's
per-locale providers, pinned in ``benchmarks/requirements.txt``) and from sentence templates that
are split in two disjoint halves: ``dev`` may be looked at while tuning recognizers, ``eval`` is
kept for the final number and drawn from templates ``dev`` never uses.

Each line: ``{"id", "locale", "spans": [{"entity", "start", "end"}], "template", "text"}`` — the
``spans``/``text`` fields are the same as ``tests/data/pii/labeled.jsonl``. Texts without spans are
PII-free look-alikes (versions, dates, hashes, SKUs, prices, ...).

    python scripts/make_pii_faker_eval.py [--seed 20261125] [--out benchmarks/data/pii_faker]

Same seed and Faker version -> same bytes.
"""

from __future__ import annotations

import argparse
import datetime
import ipaddress
import json
import random
import re
import string
from pathlib import Path
from typing import Callable, Dict, List, Tuple

import faker
import phonenumbers
import faker.providers.company.ru_RU
import faker.providers.date_time
from faker import Faker
from faker.providers.address.it_IT import Provider as _ItalianAddress

# Faker builds this list from a set, so its order (and every city() draw) changes with
# PYTHONHASHSEED; sorting it keeps the output byte-identical across runs.
_ItalianAddress.cities = sorted(_ItalianAddress.cities)

# Faker reads the clock (date ranges ending today, birth years in e-mail addresses, ...), which
# would make the output depend on the day it is built. Its providers see a fixed "now" instead.
FROZEN_NOW = datetime.datetime(2026, 1, 1, 12, 0, 0, tzinfo=datetime.timezone.utc)


class _FrozenDatetime(datetime.datetime):
    @classmethod
    def now(cls, tz=None):
        return FROZEN_NOW.astimezone(tz) if tz else FROZEN_NOW.replace(tzinfo=None)


faker.providers.date_time.datetime = _FrozenDatetime
faker.providers.company.ru_RU.datetime = _FrozenDatetime

SEED = 20261125
FAKER_VERSION = "40.0.0"
OUT = Path(__file__).resolve().parents[1] / "benchmarks" / "data" / "pii_faker"
FIRST_DATE, LAST_DATE = datetime.date(1990, 1, 1), datetime.date(2025, 12, 31)
SIZES = {"dev": (1350, 150), "eval": (2670, 330)}  # (texts with PII, PII-free texts)

LOCALES = ("en_US en_GB en_IN en_AU en_CA en_IE en_NZ de_DE de_AT de_CH fr_FR fr_CH it_IT es_ES "
           "es_MX pt_BR pt_PT nl_NL nl_BE sv_SE pl_PL cs_CZ sk_SK ru_RU tr_TR ja_JP zh_CN ko_KR "
           "ar_EG he_IL fi_FI da_DK no_NO hu_HU ro_RO el_GR uk_UA id_ID th_TH vi_VN").split()

CARD_TYPES = ("visa13", "visa16", "visa19", "mastercard", "amex", "diners", "discover", "jcb15",
              "jcb16", "maestro", "unionpay")
# Usual printed grouping per length (amex/diners/jcb15 use 4-6-x).
GROUPS = {13: (4, 4, 5), 15: (4, 6, 5), 14: (4, 6, 4), 16: (4, 4, 4, 4), 17: (4, 4, 4, 5),
          18: (4, 4, 4, 6), 19: (4, 4, 4, 4, 3), 12: (4, 4, 4)}

# IBAN lengths from the SWIFT IBAN registry for the countries Faker emits. Some Faker locales give
# IBANs of the wrong length (IE, DK, UA, RU, TH, and GB from locales without a bank provider of their
# own); those locales draw from a locale whose IBANs are well-formed instead.
IBAN_LENGTH = {"AT": 20, "BE": 16, "CH": 21, "CZ": 24, "DE": 22, "DK": 18, "ES": 24, "FI": 18,
               "FR": 27, "GB": 22, "GR": 27, "IE": 22, "IT": 27, "NL": 18, "NO": 15, "PL": 28,
               "PT": 25, "RO": 24, "SK": 24, "TR": 26, "UA": 29}

ENTITIES = ("EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS")
SLOT = {"EMAIL": "EMAIL_ADDRESS", "PHONE": "PHONE_NUMBER", "CARD": "CREDIT_CARD",
        "IBAN": "IBAN_CODE", "IP": "IP_ADDRESS"}

# Templates with PII slots ({EMAIL} {PHONE} {CARD} {IBAN} {IP}) and filler slots ({NAME} {COMPANY}
# {CITY} {DATE} {AMOUNT} {NUM}). Even positions go to dev, odd ones to eval (see split_templates).
PII_TEMPLATES = [
    "Please send the signed copy to {EMAIL} by {DATE}.",
    "Questions about invoice #{NUM}? Email {EMAIL} or call {PHONE}.",
    "{NAME}\n{COMPANY}\nTel: {PHONE}\nMail: {EMAIL}",
    "-- \nBest regards,\n{NAME} | {COMPANY}\nM {PHONE}",
    "hey, it's {NAME}. new number is {PHONE}, save it pls",
    "[{DATE} 10:42] {NAME}: you can reach me on {PHONE} after 6",
    "Call our hotline {PHONE} (Mon-Fri) or write to {EMAIL}.",
    "{NAME},{CITY},{PHONE},{EMAIL},{AMOUNT}",
    "Contact person: {NAME}, phone {PHONE}, {CITY} office.",
    "If the parcel is not delivered, the courier will ring {PHONE}.",
    "Re: order {NUM} - I was charged twice on card {CARD}, please refund {AMOUNT}.",
    "Payment method: {CARD}  exp 09/29  amount {AMOUNT}",
    "Card on file ending... no wait, full number is {CARD}, cvv later",
    "INVOICE {NUM}\nBill to: {NAME}, {COMPANY}\nPaid with {CARD} on {DATE}\nTotal {AMOUNT}",
    "Posted by {NAME}: anyone else's card {CARD} declined at checkout today?",
    "card,{CARD},{AMOUNT},{DATE},approved",
    "My new card is {CARD}. Can you update the subscription for {COMPANY}?",
    "Transaction {NUM} | {DATE} | {CARD} | {AMOUNT} | {CITY}",
    "Kindly transfer {AMOUNT} to IBAN {IBAN} (account holder {NAME}).",
    "Bank details for {COMPANY}:\nIBAN: {IBAN}\nReference: {NUM}",
    "rent for {DATE} -> {IBAN}, thanks {NAME}!",
    "{NAME};{IBAN};{AMOUNT};{DATE}",
    "Refunds are paid to the account you gave us ({IBAN}) within 14 days.",
    "Update: beneficiary account changed to {IBAN} as of {DATE}.",
    "Failed login for {EMAIL} from {IP} at {DATE} 03:14:07",
    "{DATE} 12:00:01 sshd[4121]: Accepted publickey for deploy from {IP} port 52311",
    "The API server moved to {IP}; update your hosts file.",
    "ping {IP} says 100% packet loss, anyone on call? ({NAME})",
    "allow from {IP} to any port 443 # added by {NAME}",
    "{IP} - - [{DATE}:08:15:32 +0000] \"GET /index.html HTTP/1.1\" 200 {NUM}",
    "Client {IP} requested a reset for {EMAIL}.",
    "I registered with {EMAIL} but never got the confirmation mail.",
    "Forum signature: {NAME} - {EMAIL} - {CITY}",
    "cc: {EMAIL}, {EMAIL}",
    "Reply-To: {NAME} <{EMAIL}>",
    "New lead from {COMPANY}: {NAME}, {EMAIL}, {PHONE}, budget {AMOUNT}.",
    "Order {NUM} shipped to {NAME}, {CITY}. Phone on label: {PHONE}. Paid by {CARD}.",
    "Supplier {COMPANY}: remit {AMOUNT} to {IBAN}; questions to {EMAIL}.",
    "Audit {DATE}: user {EMAIL} logged in from {IP} and added card {CARD}.",
    "Whatsapp me {PHONE} or mail {EMAIL}, I'm in {CITY} till {DATE}",
    "Emergency contact: {NAME} ({PHONE}); secondary {PHONE}.",
    "Payout account {IBAN}, card for deposits {CARD}.",
    "VPN peer {IP} <-> {IP} established at {DATE}",
    "Name: {NAME}\nEmail: {EMAIL}\nPhone: {PHONE}\nIBAN: {IBAN}",
    "Your booking {NUM} for {DATE} is confirmed; we charged {AMOUNT} to {CARD}.",
    "Mi número es {PHONE}, escríbeme a {EMAIL}.",
    "Meine Rufnummer lautet {PHONE}; Überweisung bitte auf {IBAN}.",
    "Mon adresse e-mail : {EMAIL} — téléphone : {PHONE}",
]

_HEX = "0123456789abcdef"


def _num(r: random.Random, n: int) -> str:
    return "".join(r.choice(string.digits) for _ in range(n))


# PII-free look-alike generators, each taking the split's Random. Same even/odd split as above.
LOOKALIKES: List[Callable[[random.Random], str]] = [
    lambda r: f"Upgrade from v{r.randint(1, 12)}.{r.randint(0, 30)}.{r.randint(0, 99)} to "
              f"v{r.randint(1, 12)}.{r.randint(0, 30)}.{r.randint(0, 99)} before the freeze.",
    lambda r: f"Meeting moved to {r.randint(2000, 2030)}-{r.randint(1, 12):02d}-"
              f"{r.randint(1, 28):02d} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}.",
    lambda r: f"ISBN 978-{r.randint(0, 1)}-{_num(r, 3)}-{_num(r, 5)}-{r.randint(0, 9)} is out of print.",
    lambda r: f"Order #{_num(r, 8)} has been packed, {r.randint(1, 9)} items.",
    lambda r: f"Invoice INV-{r.randint(2015, 2030)}-{_num(r, 6)} is due in {r.randint(7, 60)} days.",
    lambda r: f"Tracking: 1Z{''.join(r.choice(string.ascii_uppercase + string.digits) for _ in range(16))}",
    lambda r: f"We camped at {r.uniform(-89, 89):.6f}, {r.uniform(-179, 179):.6f} last night.",
    lambda r: f"commit {''.join(r.choice(_HEX) for _ in range(40))} fixes the flaky test",
    lambda r: "request id " + "-".join("".join(r.choice(_HEX) for _ in range(n))
                                      for n in (8, 4, 4, 4, 12)),
    lambda r: f"Price dropped from ${r.randint(10, 9999)}.{_num(r, 2)} to ${r.randint(10, 999)}.99!",
    lambda r: f"Conversion rate went up {r.uniform(0, 99):.2f}% to {r.uniform(0, 99):.1f}% this quarter.",
    lambda r: f"Ship to ZIP {_num(r, 5)}-{_num(r, 4)}, warehouse {r.randint(1, 40)}.",
    lambda r: f"SKU {r.choice(['AB', 'XK', 'TR', 'MN'])}-{_num(r, 4)}-{_num(r, 3)}-"
              f"{r.choice(['BLK', 'RED', 'L', 'XL'])} is back in stock.",
    lambda r: f"{r.randint(100, 9999)} * {r.randint(100, 9999)} = ? and {_num(r, 6)} / {r.randint(2, 99)}",
    lambda r: f"ts={r.randint(1_400_000_000, 1_900_000_000)}{_num(r, 3)} level=info msg=\"flushed\"",
    lambda r: f"Call me at {_num(r, 3)}-{_num(r, 2)} if the code doesn't work (room {r.randint(100, 999)}).",
    lambda r: f"Batch {_num(r, 4)} {_num(r, 3)} {_num(r, 2)}: {r.randint(1, 99)} units rejected.",
    lambda r: f"Serial number {_num(r, 4)}-{_num(r, 4)}, firmware {r.randint(1, 9)}.{r.randint(0, 9)}.",
    lambda r: f"The score was {r.randint(0, 120)}-{r.randint(0, 120)} after {r.randint(1, 4)} quarters.",
    lambda r: f"Pages {r.randint(1, 400)}-{r.randint(401, 900)}; vol. {r.randint(1, 80)}({r.randint(1, 12)}), "
              f"{r.randint(1950, 2025)}.",
    lambda r: f"Temperature {r.uniform(-30, 45):.1f}°C, humidity {r.randint(5, 100)}%, "
              f"pressure {r.randint(950, 1050)} hPa.",
    # A four-part version with every part <= 255 is also a valid IPv4 address; builds like this
    # one are not, so the text is PII-free by its form alone.
    lambda r: f"Tested on Windows 10.0.{r.randint(10240, 26100)}.{r.randint(256, 5000)} with "
              f"python {r.randint(3, 3)}.{r.randint(8, 13)}.{r.randint(0, 12)}",
    lambda r: f"sha256: {''.join(r.choice(_HEX) for _ in range(64))}",
    lambda r: f"Build {r.randint(2015, 2030)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}."
              f"{_num(r, 4)} passed {r.randint(100, 5000)} tests.",
    lambda r: f"Seats {r.randint(1, 40)}A and {r.randint(1, 40)}C on flight LH{_num(r, 4)}, "
              f"gate B{r.randint(1, 60)}.",
    lambda r: f"Room booking ref {''.join(r.choice(string.ascii_uppercase) for _ in range(3))}"
              f"{_num(r, 7)} for {r.randint(1, 14)} nights.",
    lambda r: f"Population grew from {r.randint(1, 999)},{_num(r, 3)},{_num(r, 3)} to "
              f"{r.randint(1, 999)},{_num(r, 3)},{_num(r, 3)}.",
    lambda r: f"Part no. {_num(r, 3)}.{_num(r, 3)}.{_num(r, 2)} fits models {_num(r, 4)} and {_num(r, 4)}.",
    lambda r: f"Elapsed {r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}."
              f"{_num(r, 3)}, {r.randint(1, 99)} retries.",
    lambda r: f"Matrix [[{r.randint(0, 99)}, {r.randint(0, 99)}], [{r.randint(0, 99)}, {r.randint(0, 99)}]] "
              f"has det {r.randint(-999, 999)}.",
    lambda r: f"Lot {_num(r, 2)}/{_num(r, 4)} expires {r.randint(1, 12):02d}/{r.randint(25, 35)}.",
    lambda r: f"EAN {_num(r, 13)} scanned at till {r.randint(1, 20)}.",
]


def split_templates(items: list, split: str) -> List[Tuple[int, object]]:
    """``(index, item)`` for the split: dev takes even positions, eval odd ones (disjoint)."""
    return [(i, t) for i, t in enumerate(items) if i % 2 == (0 if split == "dev" else 1)]


def luhn_complete(prefix_and_body: str) -> str:
    """Append the Luhn check digit."""
    total = 0
    for i, ch in enumerate(reversed(prefix_and_body)):
        d = int(ch)
        if i % 2 == 0:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return prefix_and_body + str((10 - total % 10) % 10)


def _same_number(text: str, region: str, number: phonenumbers.PhoneNumber) -> bool:
    """Whether ``text``, read in ``region``, is a possible number equal to ``number``."""
    try:
        parsed = phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return False
    return (phonenumbers.is_possible_number(parsed) and parsed.country_code == number.country_code
            and parsed.national_number == number.national_number)


def group(digits: str, sep: str) -> str:
    sizes = GROUPS.get(len(digits), (4,) * (len(digits) // 4) + ((len(digits) % 4,) if len(digits) % 4 else ()))
    out, pos = [], 0
    for size in sizes:
        out.append(digits[pos:pos + size])
        pos += size
    if pos < len(digits):
        out.append(digits[pos:])
    return sep.join(out)


class Sampler:
    """Entity and filler values for one split; every draw goes through seeded generators."""

    def __init__(self, seed: int):
        self.r = random.Random(seed)
        self.fakers: Dict[str, Faker] = {}
        for i, loc in enumerate(LOCALES):
            f = Faker(loc)
            f.seed_instance(seed * 1000 + i)
            self.fakers[loc] = f
        self.cards = Faker("en_US")
        self.cards.seed_instance(seed * 1000 + 999)

    def phone(self, loc: str) -> str:
        f, r = self.fakers[loc], self.r
        region = loc.split("_")[1]
        for _ in range(50):
            raw = f.phone_number()
            try:
                pn = phonenumbers.parse(raw, region)
            except phonenumbers.NumberParseException:
                continue
            if phonenumbers.is_possible_number(pn) and not pn.extension:
                break
        else:
            raise RuntimeError(f"no parsable phone for {loc}")
        intl = phonenumbers.format_number(pn, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
        nat = phonenumbers.format_number(pn, phonenumbers.PhoneNumberFormat.NATIONAL)
        style = r.random()
        if style < 0.4:
            text = raw
        elif style < 0.55:
            text = intl
        elif style < 0.65:
            text = "00" + intl[1:]
        elif style < 0.72:
            text = phonenumbers.format_number(pn, phonenumbers.PhoneNumberFormat.E164)
        elif style < 0.82:
            text = nat.replace(" ", r.choice([".", "-"]))
        elif style < 0.9:
            text = intl.replace(" ", r.choice([".", "-", " "]))
            cc = f"+{pn.country_code}"
            text = f"({cc}){text[len(cc):]}" if r.random() < 0.5 else text
        else:
            text = nat
        if not _same_number(text, region, pn):
            # e.g. "00" is not the international prefix in the US or Russia, and national formats
            # of numbers that are not valid can drop digits: keep the international form instead.
            text = intl
        if r.random() < 0.12:
            text += r.choice([f" x{_num(r, r.randint(2, 4))}", f" ext. {_num(r, r.randint(2, 4))}",
                              f" ext {_num(r, 3)}", f" x{_num(r, 4)}"])
        if r.random() < 0.04 and " " in text.strip():
            spaces = [i for i, c in enumerate(text) if c == " "]
            cut = r.choice(spaces)
            text = text[:cut] + "\n" + text[cut + 1:]
        return text

    def card(self) -> str:
        r = self.r
        brand = r.choice(CARD_TYPES)
        if brand == "unionpay":  # Faker has no UnionPay provider
            n = r.choice((16, 17, 18, 19))
            digits = luhn_complete("62" + _num(r, n - 3))
        else:
            digits = self.cards.credit_card_number(card_type=brand)
        style = r.random()
        if style < 0.4:
            return digits
        return group(digits, " " if style < 0.75 else "-")

    def iban(self, loc: str) -> str:
        value = self.fakers[loc].iban()
        while IBAN_LENGTH.get(value[:2]) != len(value):
            value = self.fakers[self.r.choice(LOCALES)].iban()
        return value if self.r.random() < 0.5 else " ".join(value[i:i + 4] for i in range(0, len(value), 4))

    def email(self, loc: str) -> str:
        f = self.fakers[loc]
        kind = self.r.random()
        if kind < 0.4:
            return f.email(safe=False)
        if kind < 0.7:
            return f.free_email()
        return f.company_email()

    def ip(self) -> str:
        f, kind = self.cards, self.r.random()
        if kind < 0.45:
            return f.ipv4_public()
        if kind < 0.6:
            return f.ipv4_private()
        v6 = f.ipv6()
        return v6 if kind < 0.8 else ipaddress.ip_address(v6).compressed

    def filler(self, loc: str, slot: str) -> str:
        f, r = self.fakers[loc], self.r
        if slot == "NAME":
            return f.name()
        if slot == "COMPANY":
            return f.company()
        if slot == "CITY":
            return f.city()
        if slot == "DATE":
            # Fixed bounds: Faker's date() ends at today, so its draws change from day to day.
            return f.date_between(start_date=FIRST_DATE, end_date=LAST_DATE).isoformat()
        if slot == "AMOUNT":
            return f"{r.choice(['$', '€', '£', ''])}{r.randint(5, 9999)}.{_num(r, 2)}"
        if slot == "NUM":
            return _num(r, r.randint(5, 8))
        raise KeyError(slot)

    def value(self, loc: str, slot: str) -> str:
        if slot == "PHONE":
            return self.phone(loc)
        if slot == "CARD":
            return self.card()
        if slot == "IBAN":
            return self.iban(loc)
        if slot == "EMAIL":
            return self.email(loc)
        if slot == "IP":
            return self.ip()
        return self.filler(loc, slot)


def render(sampler: Sampler, template: str, loc: str) -> Tuple[str, List[dict]]:
    """Fill the template; spans of PII slots by character offset."""
    text, spans = "", []
    for i, piece in enumerate(re.split(r"\{(\w+)\}", template)):
        if i % 2 == 0:
            text += piece
            continue
        value = sampler.value(loc, piece)
        if piece in SLOT:
            spans.append({"end": len(text) + len(value), "entity": SLOT[piece], "start": len(text)})
        text += value
    return text, spans


def build(split: str, seed: int) -> List[dict]:
    """All records of one split, PII texts first then PII-free ones, shuffled together."""
    n_pii, n_free = SIZES[split]
    sampler = Sampler(seed)
    r = sampler.r
    templates = split_templates(PII_TEMPLATES, split)
    by_entity = {slot: [(i, t) for i, t in templates if "{" + slot + "}" in t] for slot in SLOT}
    assert all(by_entity.values()), f"{split}: some entity has no template"
    records, seen = [], set()
    while len(records) < n_pii:
        slot = r.choice(sorted(SLOT))  # entity first, so every type gets a similar share
        idx, template = r.choice(by_entity[slot])
        loc = r.choice(LOCALES)
        text, spans = render(sampler, template, loc)
        if text in seen:
            continue
        seen.add(text)
        records.append({"locale": loc, "spans": spans, "template": f"pii-{idx:02d}", "text": text})
    lookalikes = split_templates(LOOKALIKES, split)
    while len(records) < n_pii + n_free:
        idx, make = r.choice(lookalikes)
        text = make(r)
        if text in seen:
            continue
        seen.add(text)
        records.append({"locale": "", "spans": [], "template": f"free-{idx:02d}", "text": text})
    r.shuffle(records)
    return [{"id": f"{split}-{n:05d}", **rec} for n, rec in enumerate(records)]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--splits", nargs="+", default=["dev", "eval"], choices=["dev", "eval"])
    args = parser.parse_args(argv)
    if faker.VERSION != FAKER_VERSION:
        parser.error(f"Faker {FAKER_VERSION} is pinned (found {faker.VERSION}); other versions "
                     "produce different values")
    args.out.mkdir(parents=True, exist_ok=True)
    for split in args.splits:
        # Different seeds per split on top of the disjoint templates.
        records = build(split, args.seed + (0 if split == "dev" else 1))
        path = args.out / f"{split}.jsonl"
        with path.open("w", encoding="utf-8", newline="\n") as fh:
            for rec in records:
                fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n")
        print(f"{path}: {len(records)} records")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
