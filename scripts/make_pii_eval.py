#!/usr/bin/env python3
"""Build the labeled PII evaluation set ``tests/data/pii/labeled.jsonl``.

Every record is ``{"text": str, "spans": [{"entity": str, "start": int, "end": int}]}`` with
character offsets into ``text``. Records are sentences built from templates (customer-support
messages, forum posts, invoices, log lines, CV fragments) with generated values slotted in, plus
negative sentences that are full of numbers that are *not* PII (dates, versions, prices, ISBNs,
times, ports, hashes, UUIDs, order numbers) and carry no spans.

The template-and-slot approach follows the style of Presidio's evaluation data generator
(presidio-research, ``presidio_evaluator/data_generator``); the templates and value generators here
are our own. No network and no Faker: values are generated directly:

* phone numbers: ``phonenumbers.example_number_for_type`` for many regions and number types, with
  the subscriber digits varied and re-validated, written in national, international and E.164 form;
* card numbers: Luhn-valid numbers for Visa, Mastercard, Amex, Discover, JCB, Diners and Maestro,
  12-19 digits, plain or grouped with spaces/dashes;
* IBANs: ISO 13616 check digits computed with mod-97 for many countries' BBAN layouts;
* IPv4 / IPv6 addresses; SSNs in valid format (area 001-899 except 666, group 01-99, serial
  0001-9999); e-mail addresses with varied top-level domains.

Deterministic: a fixed seed and ordered iteration give byte-identical output. Regenerate from the
repository root::

    python scripts/make_pii_eval.py            # writes tests/data/pii/labeled.jsonl
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import random
import string
from pathlib import Path

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "pii" / "labeled.jsonl"
SEED = 20240131
RECORDS_PER_ENTITY = 250
NEGATIVE_RECORDS = 400

# Regions written in their national format (the recognizer documents the same kind of list);
# international/E.164 numbers come from every region phonenumbers knows.
NATIONAL_REGIONS = ("US", "CA", "GB", "IE", "DE", "FR", "ES", "IT", "NL", "BE", "CH", "AT", "SE",
                    "NO", "DK", "FI", "PL", "PT", "CZ", "IN", "JP", "KR", "CN", "AU", "NZ", "BR",
                    "MX", "ZA", "SG", "IL")
PHONE_TYPES = (PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE, PhoneNumberType.TOLL_FREE)

# ISO 13616 BBAN layouts as (country, [(kind, length)...]); kind "n" digits, "a" upper letters,
# "c" alphanumerics. Lengths follow the SWIFT IBAN registry.
IBAN_LAYOUTS = {
    "DE": [("n", 18)], "GB": [("a", 4), ("n", 14)], "FR": [("n", 10), ("c", 11), ("n", 2)],
    "ES": [("n", 20)], "IT": [("a", 1), ("n", 10), ("c", 12)], "NL": [("a", 4), ("n", 10)],
    "BE": [("n", 12)], "CH": [("n", 5), ("c", 12)], "AT": [("n", 16)], "PL": [("n", 24)],
    "SE": [("n", 20)], "DK": [("n", 14)], "FI": [("n", 14)], "NO": [("n", 11)],
    "IE": [("a", 4), ("n", 14)], "PT": [("n", 21)], "GR": [("n", 23)], "CZ": [("n", 20)],
    "HU": [("n", 24)], "RO": [("a", 4), ("c", 16)], "LU": [("n", 3), ("c", 13)],
    "SA": [("n", 2), ("c", 18)], "AE": [("n", 19)], "TR": [("n", 5), ("n", 1), ("c", 16)],
    "IL": [("n", 19)], "BR": [("n", 23), ("a", 1), ("c", 1)], "MT": [("a", 4), ("n", 5), ("c", 18)],
    "HR": [("n", 17)], "SI": [("n", 15)], "LT": [("n", 16)], "LV": [("a", 4), ("c", 13)],
    "EE": [("n", 16)], "BG": [("a", 4), ("n", 6), ("c", 8)], "SK": [("n", 20)],
}

# (network, prefixes, lengths) -- IIN ranges as published by the networks.
CARD_NETWORKS = (
    ("Visa", ("4",), (13, 16, 19)),
    ("Mastercard", ("51", "52", "53", "54", "55", "2221", "2500", "2720"), (16,)),
    ("Amex", ("34", "37"), (15,)),
    ("Discover", ("6011", "644", "649", "65"), (16, 19)),
    ("JCB", ("3528", "3550", "3589"), (16, 17, 18, 19)),
    ("Diners", ("300", "305", "36", "38"), (14, 16)),
    ("Maestro", ("5018", "5020", "5038", "6304", "6759", "6761"), (12, 13, 15, 17, 18, 19)),
)

FIRST = ("Ana", "Ben", "Chloe", "Dmitri", "Elif", "Farah", "Gustav", "Hana", "Ivan", "Julia",
         "Kofi", "Lena", "Mateo", "Nadia", "Omar", "Priya", "Quinn", "Rosa", "Sven", "Tariq")
LAST = ("Novak", "Okafor", "Schmidt", "Tanaka", "Silva", "Kowalski", "Haddad", "Larsen",
        "Moreau", "Rossi", "Kim", "Patel", "Jensen", "Garcia", "Ivanova")
TLDS = ("com", "org", "net", "io", "de", "co.uk", "fr", "edu", "info", "dev", "ai", "com.au",
        "ca", "nl", "ch", "app", "jp", "es", "it", "se", "museum", "travel")
DOMAINS = ("example", "mailhost", "acme-corp", "northwind", "contoso", "fabrikam", "globex",
           "initech", "umbrella", "stark-ind", "wayne", "hooli", "piedpiper", "xn--bcher-kva")


def luhn_check_digit(partial: str) -> str:
    """Digit that makes ``partial + digit`` pass the Luhn (mod-10) check."""
    total = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:  # these positions are doubled once the check digit is appended
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def iban_check_digits(country: str, bban: str) -> str:
    """ISO 13616 / ISO 7064 mod 97-10 check digits for ``country`` + ``bban``."""
    rearranged = bban + country + "00"
    numeric = "".join(str(int(ch, 36)) for ch in rearranged)
    return f"{98 - int(numeric) % 97:02d}"


class Values:
    """Seeded generators of PII values, one method per entity type."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.regions = sorted(phonenumbers.SUPPORTED_REGIONS)

    def _vary_phone(self, example, region):
        national = str(example.national_number)
        for _ in range(30):
            keep = max(2, len(national) - 4)
            digits = national[:keep] + "".join(self.rng.choice(string.digits)
                                               for _ in range(len(national) - keep))
            candidate = phonenumbers.PhoneNumber(country_code=example.country_code,
                                                 national_number=int(digits),
                                                 italian_leading_zero=example.italian_leading_zero)
            if phonenumbers.is_valid_number_for_region(candidate, region):
                return candidate
        return example

    def phone(self) -> str:
        rng = self.rng
        while True:
            national = rng.random() < 0.5
            region = rng.choice(NATIONAL_REGIONS if national else self.regions)
            example = phonenumbers.example_number_for_type(region, rng.choice(PHONE_TYPES))
            if example is None:
                continue
            number = self._vary_phone(example, region)
            if national:
                text = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
                if region in ("US", "CA") and rng.random() < 0.4:
                    nsn = str(number.national_number)
                    sep = rng.choice("-.")
                    text = f"{nsn[:3]}{sep}{nsn[3:6]}{sep}{nsn[6:]}"
            else:
                fmt = rng.choice((PhoneNumberFormat.INTERNATIONAL, PhoneNumberFormat.INTERNATIONAL,
                                  PhoneNumberFormat.E164))
                text = phonenumbers.format_number(number, fmt)
            if sum(ch.isdigit() for ch in text) >= 7:
                return text

    def card(self) -> str:
        rng = self.rng
        _, prefixes, lengths = rng.choice(CARD_NETWORKS)
        prefix, length = rng.choice(prefixes), rng.choice(lengths)
        body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
        number = body + luhn_check_digit(body)
        style = rng.random()
        if style < 0.35:
            return number
        sep = " " if style < 0.7 else "-"
        if length == 15 and prefix in ("34", "37"):
            groups = [number[:4], number[4:10], number[10:]]
        elif length == 14:
            groups = [number[:4], number[4:10], number[10:]]
        else:
            groups = [number[i:i + 4] for i in range(0, length, 4)]
        return sep.join(groups)

    def iban(self) -> str:
        rng = self.rng
        country = rng.choice(sorted(IBAN_LAYOUTS))
        alphabet = {"n": string.digits, "a": string.ascii_uppercase,
                    "c": string.digits + string.ascii_uppercase}
        bban = "".join(rng.choice(alphabet[kind]) for kind, n in IBAN_LAYOUTS[country]
                       for _ in range(n))
        iban = country + iban_check_digits(country, bban) + bban
        if rng.random() < 0.5:
            return iban
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))

    def ip(self) -> str:
        rng = self.rng
        kind = rng.random()
        if kind < 0.55:
            first = rng.choice((10, 23, 45, 81, 100, 172, 185, 192, 203, 217))
            return ".".join(str(x) for x in (first, rng.randint(0, 255), rng.randint(0, 255),
                                             rng.randint(1, 254)))
        address = ipaddress.IPv6Address(rng.getrandbits(128))
        if kind < 0.75:
            return address.exploded if rng.random() < 0.5 else str(address)
        # Compressed form with a run of zero groups, as real addresses usually have.
        groups = [f"{rng.randint(0, 0xffff):x}" for _ in range(rng.randint(2, 5))]
        prefix = rng.choice(("2001:db8", "fe80", "2a00:1450", "2606:4700"))
        return str(ipaddress.IPv6Address(prefix + "::" + ":".join(groups)))

    def ssn(self) -> str:
        rng = self.rng
        area = rng.randint(1, 899)
        while area == 666:
            area = rng.randint(1, 899)
        sep = rng.choice(("-", "-", "-", " ", "."))
        return f"{area:03d}{sep}{rng.randint(1, 99):02d}{sep}{rng.randint(1, 9999):04d}"

    def email(self) -> str:
        rng = self.rng
        first, last = rng.choice(FIRST).lower(), rng.choice(LAST).lower()
        local = rng.choice((f"{first}.{last}", f"{first[0]}{last}", f"{first}_{last}{rng.randint(1, 99)}",
                            f"{first}+news", f"{last}.{first}", "support", f"{first}-{last}"))
        sub = rng.choice(("", "", "", "mail.", "eu."))
        return f"{local}@{sub}{rng.choice(DOMAINS)}.{rng.choice(TLDS)}"


# Templates: "{X}" slots take a value of entity X; "{NAME}" etc. are filler and not labeled.
TEMPLATES = {
    "PHONE_NUMBER": (
        "Hi, this is {NAME}. Please call me back on {PHONE_NUMBER} about ticket #{TICKET}.",
        "You can reach our front desk at {PHONE_NUMBER} (Mon-Fri, 9:00-17:00).",
        "Contact: {NAME}, tel. {PHONE_NUMBER}",
        "2024-03-{DAY} 10:{MIN}:02 INFO callback scheduled for {PHONE_NUMBER} by agent {AGENT}",
        "Mobile: {PHONE_NUMBER} | Location: {CITY}",
        "Anyone else getting spam calls from {PHONE_NUMBER}? They claim to be from the bank.",
        "Invoice {INVOICE} - questions? Phone {PHONE_NUMBER} or reply to this message.",
        "My new number is {PHONE_NUMBER}, the old one no longer works.",
    ),
    "CREDIT_CARD": (
        "I was charged twice on my card {CREDIT_CARD}, order #{ORDER}.",
        "Payment method: card ending {LAST4}, full number {CREDIT_CARD} (exp 09/27).",
        "Please refund $ {PRICE} to the card {CREDIT_CARD} used on {DATE}.",
        "{DATE} 14:{MIN}:10 WARN payment declined card={CREDIT_CARD} amount={PRICE}",
        "Can someone tell me why {CREDIT_CARD} keeps getting rejected at checkout?",
        "Card number: {CREDIT_CARD}\nName on card: {NAME}",
    ),
    "IBAN_CODE": (
        "Please transfer the deposit to IBAN {IBAN_CODE}, reference {INVOICE}.",
        "Bank details: {NAME}, {IBAN_CODE}, BIC DEUTDEFF.",
        "Invoice {INVOICE} total EUR {PRICE}, payable to {IBAN_CODE} within 30 days.",
        "My salary goes to {IBAN_CODE} - can HR update it before {DATE}?",
        "{DATE} 08:{MIN}:44 INFO sepa transfer queued iban={IBAN_CODE} amount={PRICE}",
    ),
    "IP_ADDRESS": (
        "{DATE} 12:{MIN}:07 sshd[{PID}]: Failed password for root from {IP_ADDRESS} port {PORT} ssh2",
        "Our VPN gateway is at {IP_ADDRESS}, connect with the usual profile.",
        "GET /index.html HTTP/1.1 200 {BYTES} - client {IP_ADDRESS}",
        "Since {DATE} I keep getting banned on the forum, my IP is {IP_ADDRESS}.",
        "Set the DNS server to {IP_ADDRESS} and restart the router.",
        "Firewall rule {RULE}: allow tcp from {IP_ADDRESS} to any port {PORT}",
    ),
    "US_SSN": (
        "For the background check I need your SSN: {US_SSN}.",
        "Applicant {NAME}, social security number {US_SSN}, DOB {DATE}.",
        "W-2 attached. Employee {NAME} ({US_SSN}), wages ${PRICE}.",
        "Please don't post things like {US_SSN} on a public forum!",
        "Tax form for {NAME}: SSN {US_SSN}; filing status single.",
    ),
    "EMAIL_ADDRESS": (
        "Please send the signed contract to {EMAIL_ADDRESS} before {DATE}.",
        "{NAME} - Senior Data Engineer - {EMAIL_ADDRESS} - {CITY}",
        "{DATE} 09:{MIN}:31 INFO password reset requested for user={EMAIL_ADDRESS}",
        "If the download fails, drop me a line at {EMAIL_ADDRESS} and I'll resend it.",
        "Reply-To: {EMAIL_ADDRESS}\nSubject: Re: order #{ORDER}",
        "Contact our billing team ({EMAIL_ADDRESS}) for invoice {INVOICE}.",
    ),
}

MIXED_TEMPLATES = (
    "Name: {NAME}\nEmail: {EMAIL_ADDRESS}\nPhone: {PHONE_NUMBER}\nUpdated: {DATE}",
    "Hi support, my login is {EMAIL_ADDRESS} and I was charged to {CREDIT_CARD} on {DATE}.",
    "{DATE} 16:{MIN}:55 ERROR login failed user={EMAIL_ADDRESS} ip={IP_ADDRESS}",
    "Payroll: {NAME}, SSN {US_SSN}, account {IBAN_CODE}.",
    "Call {PHONE_NUMBER} or write to {EMAIL_ADDRESS}; wire transfers to {IBAN_CODE}.",
)

NEGATIVE_TEMPLATES = (
    "Release {VERSION} ships on {DATE}; build {BUILD} fixes the crash on Windows {WINVER}.",
    "The laptop now costs ${PRICE} (was ${PRICE2}), order #{ORDER} ships in {SMALL} days.",
    "ISBN {ISBN}, published {YEAR}, {SMALL} pages, list price EUR {PRICE}.",
    "Meeting moved to {DATE2} at {TIME}; room {ROOM}, dial-in code {SMALL}.",
    "{DATE} {TIME} DEBUG worker {PID} listening on port {PORT}, commit {HASH}",
    "Request id {UUID} finished in {MS} ms with status 200.",
    "Order {ORDERCODE} total {PRICE} USD, invoice {INVOICE}, due {DATE2}.",
    "sha256 {SHA} for package version {VERSION} (uploaded {DATE}).",
    "Between {YEAR} and {YEAR2} revenue grew from {BIG} to {BIG2} units.",
    "Upgrade from v{VERSION} to v{VERSION2} before {DATE}; see KB{KB} for details.",
    "Tracking number {TRACKING}, weight {WEIGHT} kg, {SMALL} parcels.",
    "Score was {SMALL}-{SMALL2} at {TIME} on {DATE2}, attendance {BIG}.",
)


class Filler:
    """Seeded non-PII values for template slots that are not labeled."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def __call__(self, slot: str) -> str:  # noqa: C901 - one branch per slot kind
        r = self.rng
        if slot == "NAME":
            return f"{r.choice(FIRST)} {r.choice(LAST)}"
        if slot in ("DAY",):
            return f"{r.randint(1, 28):02d}"
        if slot == "MIN":
            return f"{r.randint(0, 59):02d}"
        if slot == "DATE":
            return f"{r.randint(2015, 2025)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"
        if slot == "DATE2":
            return f"{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/{r.randint(2015, 2025)}"
        if slot == "TIME":
            return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"
        if slot in ("PRICE", "PRICE2"):
            return f"{r.randint(1, 9)},{r.randint(0, 999):03d}.{r.randint(0, 99):02d}"
        if slot in ("ORDER", "TICKET"):
            return str(r.randint(10000, 99999999))
        if slot == "INVOICE":
            return f"INV-{r.randint(2018, 2025)}-{r.randint(1, 99999):05d}"
        if slot == "ORDERCODE":
            return f"{r.choice(('ORD', 'SO', 'PO'))}-{r.randint(100000, 999999)}-{r.randint(10, 99)}"
        if slot in ("VERSION", "VERSION2"):
            return f"{r.randint(0, 12)}.{r.randint(0, 30)}.{r.randint(0, 200)}"
        if slot == "WINVER":
            return f"10.0.{r.randint(10000, 22631)}"
        if slot == "BUILD":
            return f"{r.randint(2015, 2025)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}.{r.randint(1, 9)}"
        if slot == "ISBN":
            body = "978" + "".join(r.choice(string.digits) for _ in range(9))
            check = (10 - sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body)) % 10) % 10
            full = body + str(check)
            return r.choice((full, f"{full[:3]}-{full[3]}-{full[4:8]}-{full[8:12]}-{full[12]}"))
        if slot in ("YEAR", "YEAR2"):
            return str(r.randint(1950, 2030))
        if slot in ("SMALL", "SMALL2", "ROOM", "RULE", "KB"):
            return str(r.randint(1, 9999999 if slot == "KB" else 999))
        if slot == "PORT":
            return str(r.choice((22, 80, 443, 8080, 5432, 6379, r.randint(1024, 65535))))
        if slot in ("PID", "MS", "BYTES"):
            return str(r.randint(10, 99999))
        if slot in ("BIG", "BIG2"):
            return f"{r.randint(1, 999)},{r.randint(0, 999):03d}"
        if slot == "HASH":
            return "".join(r.choice("0123456789abcdef") for _ in range(r.choice((7, 12, 40))))
        if slot == "SHA":
            return "".join(r.choice("0123456789abcdef") for _ in range(64))
        if slot == "UUID":
            return "-".join("".join(r.choice("0123456789abcdef") for _ in range(n))
                            for n in (8, 4, 4, 4, 12))
        if slot == "TRACKING":
            return f"1Z{''.join(r.choice(string.ascii_uppercase + string.digits) for _ in range(16))}"
        if slot == "WEIGHT":
            return f"{r.randint(0, 40)}.{r.randint(0, 9)}"
        if slot == "CITY":
            return r.choice(("Berlin", "Lagos", "Osaka", "Lyon", "Austin", "Porto", "Pune"))
        if slot == "AGENT":
            return r.choice(("a17", "mx-2", "eu-west-4", "desk9"))
        if slot == "LAST4":
            return f"{r.randint(0, 9999):04d}"
        raise KeyError(slot)


def render(template: str, values: Values, filler: Filler) -> dict:
    """Fill ``template`` left to right, recording the offsets of entity slots."""
    makers = {"PHONE_NUMBER": values.phone, "CREDIT_CARD": values.card, "IBAN_CODE": values.iban,
              "IP_ADDRESS": values.ip, "US_SSN": values.ssn, "EMAIL_ADDRESS": values.email}
    out, spans, pos = [], [], 0
    length = 0
    while True:
        open_ = template.find("{", pos)
        if open_ < 0:
            out.append(template[pos:])
            break
        close = template.index("}", open_)
        out.append(template[pos:open_])
        length += open_ - pos
        slot = template[open_ + 1:close]
        if slot in makers:
            value = makers[slot]()
            spans.append({"entity": slot, "start": length, "end": length + len(value)})
        else:
            value = filler(slot)
        out.append(value)
        length += len(value)
        pos = close + 1
    return {"text": "".join(out), "spans": spans}


def build(seed: int = SEED) -> list[dict]:
    """The whole labeled set, deterministic for a given seed."""
    rng = random.Random(seed)
    values, filler = Values(rng), Filler(rng)
    records = []
    for entity in sorted(TEMPLATES):
        for i in range(RECORDS_PER_ENTITY):
            records.append(render(TEMPLATES[entity][i % len(TEMPLATES[entity])], values, filler))
    for i in range(150):
        records.append(render(MIXED_TEMPLATES[i % len(MIXED_TEMPLATES)], values, filler))
    for i in range(NEGATIVE_RECORDS):
        records.append(render(NEGATIVE_TEMPLATES[i % len(NEGATIVE_TEMPLATES)], values, filler))
    rng.shuffle(records)
    return records


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    records = build(args.seed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8", newline="\n") as fh:
        for record in records:
            fh.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
    counts: dict[str, int] = {}
    for record in records:
        for span in record["spans"]:
            counts[span["entity"]] = counts.get(span["entity"], 0) + 1
    print(f"wrote {len(records)} records to {args.out}: {dict(sorted(counts.items()))}")


if __name__ == "__main__":
    main()
