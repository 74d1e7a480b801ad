#!/usr/bin/env python3
"""Writes libphonenumber's metadata as compact Swift tables, and the test fixtures.

Usage (from anywhere):
  pip install phonenumbers==9.0.43
  python3 scripts/phone/generate.py [--expect-version X] [--root DIR]

The metadata is read from PyPI's `phonenumbers` package (David Drysdale's Python port of
libphonenumber), whichever version is installed; the script says which one it found, and with
`--expect-version X` it stops when that is not X. To move to a newer release, install it and run
the script again: `pip install phonenumbers==X && python3 scripts/phone/generate.py`.

It writes, relative to the repository root (or to DIR with `--root DIR`, which is how
scripts/phone/check-generated.sh compares the committed files with a fresh run):
  Sources/InputRulesPhone/PhoneMetadataTable.swift        the tables (generated; do not edit)
  Tests/InputRulesPhoneTests/Fixtures/phone-metadata.jsonl  every region's metadata, one per line
  Tests/InputRulesPhoneTests/Fixtures/phone-examples.tsv    every example number, formatted

The output depends only on the package's data: regions are written in a fixed order and
nothing else (no date, no path) goes in. docs/phone-data.md describes the encoding; the Swift
decoder is Sources/InputRulesPhone/PhoneMetadataDecoder.swift.
"""

import argparse
import json
import re
import sys
from pathlib import Path

try:
    import phonenumbers
    from phonenumbers.phonemetadata import PhoneMetadata
except ImportError:
    sys.exit("generate.py: the Python package phonenumbers is not installed "
             "(pip install phonenumbers==9.0.43)")

REPOSITORY = Path(__file__).resolve().parents[2]
TABLE_PATH = "Sources/InputRulesPhone/PhoneMetadataTable.swift"
METADATA_FIXTURE_PATH = "Tests/InputRulesPhoneTests/Fixtures/phone-metadata.jsonl"
EXAMPLES_FIXTURE_PATH = "Tests/InputRulesPhoneTests/Fixtures/phone-examples.tsv"

# The number types a region's metadata describes, in PhoneNumberType's order (fixedLineOrMobile
# is an answer, never a description), each with the attribute python keeps it in and the tag
# letter that starts its field in a table line.
DESCRIPTION_TYPES = [
    ("fixedLine", "fixed_line", "F"),
    ("mobile", "mobile", "M"),
    ("tollFree", "toll_free", "T"),
    ("premiumRate", "premium_rate", "P"),
    ("sharedCost", "shared_cost", "S"),
    ("voip", "voip", "V"),
    ("personalNumber", "personal_number", "E"),
    ("pager", "pager", "A"),
    ("uan", "uan", "U"),
    ("voicemail", "voicemail", "W"),
]

# python's PhoneNumberType values by the names PhoneNumberType.swift gives them.
TYPE_NAMES = {
    phonenumbers.PhoneNumberType.FIXED_LINE: "fixedLine",
    phonenumbers.PhoneNumberType.MOBILE: "mobile",
    phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE: "fixedLineOrMobile",
    phonenumbers.PhoneNumberType.TOLL_FREE: "tollFree",
    phonenumbers.PhoneNumberType.PREMIUM_RATE: "premiumRate",
    phonenumbers.PhoneNumberType.SHARED_COST: "sharedCost",
    phonenumbers.PhoneNumberType.VOIP: "voip",
    phonenumbers.PhoneNumberType.PERSONAL_NUMBER: "personalNumber",
    phonenumbers.PhoneNumberType.PAGER: "pager",
    phonenumbers.PhoneNumberType.UAN: "uan",
    phonenumbers.PhoneNumberType.VOICEMAIL: "voicemail",
    phonenumbers.PhoneNumberType.UNKNOWN: "unknown",
}
TYPE_BY_NAME = {name: value for value, name in TYPE_NAMES.items()}

# A format's pattern is a run of digit groups: `(\d)`, `(\d{n})` or `(\d{n,m})`.
FORMAT_GROUP = re.compile(r"\(\\d(?:\{(\d+)(?:,(\d+))?\})?\)")

# A value in a line ends at the next capital letter (the next item's tag), and the lines sit in a
# raw multi-line string literal (`#"""`), so a value may hold no capital, no `"` or `#`, and
# nothing outside printable ASCII; the script stops on such a value rather than write a line the
# decoder would misread.
FORBIDDEN_IN_VALUE = re.compile(r'[^ -~]|[A-Z"#]')

# Lengths are written one letter each, `a` for 1 to `z` for 26.
LONGEST_LENGTH = 26


class GenerationError(Exception):
    """Raised, naming the region and field, when the metadata cannot be written as intended."""


def checked_value(text, where):
    """The text of a value to be written into a line, refused when it would end early or break
    the string literal."""
    if FORBIDDEN_IN_VALUE.search(text):
        raise GenerationError(f"{where}: {text!r} holds a character a table line cannot carry")
    return text


def dollar_references(text, where):
    """python's group references (`\\1`) written as libphonenumber writes them (`$1`)."""
    if text is None:
        return None
    converted = re.sub(r"\\(\d)", r"$\1", text)
    if "\\" in converted:
        raise GenerationError(f"{where}: {text!r} has a backslash that is not a group reference")
    return converted


def format_groups(pattern, where):
    """The (min, max) lengths of a format pattern's groups; anything else in the pattern fails."""
    groups = []
    position = 0
    for match in FORMAT_GROUP.finditer(pattern):
        if match.start() != position:
            break
        low = int(match.group(1) or 1)
        high = int(match.group(2) or low)
        if not 1 <= low <= high <= LONGEST_LENGTH:
            raise GenerationError(f"{where}: group lengths {low}..{high} in {pattern!r}")
        groups.append((low, high))
        position = match.end()
    if position != len(pattern) or not groups:
        raise GenerationError(
            f"{where}: format pattern {pattern!r} is not a run of (\\d), (\\d{{n}}) or "
            "(\\d{n,m}) groups")
    # PhoneFormat.pattern writes the pattern back from the groups; it must come out the same.
    if pattern_of_groups(groups) != pattern:
        raise GenerationError(f"{where}: format pattern {pattern!r} is not written as usual")
    return groups


def pattern_of_groups(groups):
    """A format pattern written back from its groups, as the metadata writes it."""
    text = ""
    for low, high in groups:
        if low == high == 1:
            text += r"(\d)"
        elif low == high:
            text += r"(\d{%d})" % low
        else:
            text += r"(\d{%d,%d})" % (low, high)
    return text


def length_letters(lengths, where):
    """Lengths as letters, `a` for 1; refused beyond what a letter (and a UInt32 bit) holds."""
    letters = ""
    for length in sorted(lengths):
        if not 1 <= length <= LONGEST_LENGTH:
            raise GenerationError(f"{where}: length {length} cannot be written")
        letters += chr(ord("a") + length - 1)
    return letters


def all_metadata():
    """Every region's metadata, then every non-geographic entity's, in libphonenumber's order
    of country codes (ascending), and within a code its own order (main country first)."""
    PhoneMetadata.load_all()
    entries = []
    for code in sorted(phonenumbers.COUNTRY_CODE_TO_REGION_CODE):
        for region in phonenumbers.COUNTRY_CODE_TO_REGION_CODE[code]:
            if region == phonenumbers.REGION_CODE_FOR_NON_GEO_ENTITY:
                metadata = PhoneMetadata.metadata_for_nongeo_region(code)
            else:
                metadata = PhoneMetadata.metadata_for_region(region)
            if metadata is None or metadata.country_code != code:
                raise GenerationError(f"{region}: no metadata for country code {code}")
            entries.append(metadata)
    regions = sorted(m.id for m in entries if m.id != phonenumbers.REGION_CODE_FOR_NON_GEO_ENTITY)
    if regions != sorted(phonenumbers.SUPPORTED_REGIONS):
        raise GenerationError("the country code table and SUPPORTED_REGIONS disagree")
    non_geographic = sorted(m.country_code for m in entries
                            if m.id == phonenumbers.REGION_CODE_FOR_NON_GEO_ENTITY)
    if non_geographic != sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        raise GenerationError(
            "the country code table and COUNTRY_CODES_FOR_NON_GEO_REGIONS disagree")
    return entries


def entry_name(metadata):
    """How messages and fixtures name an entry: `DE`, or `001+800` for a non-geographic one."""
    if metadata.id == phonenumbers.REGION_CODE_FOR_NON_GEO_ENTITY:
        return f"001+{metadata.country_code}"
    return metadata.id


def national_prefix_for_parsing(metadata):
    """The national prefix for parsing, which libphonenumber takes to be the national prefix
    when the metadata gives none."""
    if metadata.national_prefix_for_parsing is not None:
        return metadata.national_prefix_for_parsing
    return metadata.national_prefix


# --- The Swift table --------------------------------------------------------------------------

def description_field(tag, desc, where):
    """One description: tag, possible lengths (`*` when none are given: no length check; nothing
    for libphonenumber's [-1]: no length is possible), `/` and the local-only lengths when there
    are any, then the pattern."""
    lengths = list(desc.possible_length or [])
    if not lengths:
        text = "*"
    elif lengths == [-1]:
        text = ""
    else:
        text = length_letters(lengths, where)
    local = list(desc.possible_length_local_only or [])
    if local:
        text += "/" + length_letters(local, where)
    pattern = checked_value(desc.national_number_pattern or "", where)
    if re.match(r"[a-z*/]", pattern):
        raise GenerationError(f"{where}: pattern {pattern!r} would be read as lengths")
    return tag + text + pattern


def group_letters(groups, where):
    """A format's groups: a letter for each group's length, `-` and a second letter for a
    range (`c` for `(\\d{3})`, `b-m` for `(\\d{2,13})`)."""
    text = ""
    for low, high in groups:
        text += length_letters([low], where)
        if high != low:
            text += "-" + length_letters([high], where)
    return text


def format_items(number_format, inherited, with_leading_digits, where):
    """The items after a format's tag and groups: `Q` and the format unless the reader can tell
    it (`inherited`: the referenced national format's, or the groups joined by spaces), `D` and
    each leading digits pattern, `H` and the national prefix formatting rule, `C` when that
    prefix is optional."""
    items = ""
    text = checked_value(dollar_references(number_format.format, where), where)
    if text != inherited:
        items += "Q" + text
    if with_leading_digits:
        for leading in number_format.leading_digits_pattern:
            items += "D" + checked_value(leading, where)
    rule = number_format.national_prefix_formatting_rule
    if rule is not None:
        items += "H" + checked_value(dollar_references(rule, where), where)
    if number_format.national_prefix_optional_when_formatting:
        items += "C"
    return items


def spaced_format(group_count):
    """The format the groups joined by spaces make, which a line leaves out."""
    return " ".join(f"${n}" for n in range(1, group_count + 1))


def national_format_items(number_format, where):
    """A national format: `X`, its groups, then its items."""
    groups = format_groups(number_format.pattern, where)
    return ("X" + group_letters(groups, where)
            + format_items(number_format, spaced_format(len(groups)), True, where))


def international_format_items(number_format, national_formats, where):
    """An international format: `Y` and the index of the national format with the same pattern
    and leading digits when there is one, then its format when it differs and its own rule;
    else `Y`, its groups and its items in full."""
    for index, national in enumerate(national_formats):
        if (national.pattern == number_format.pattern
                and national.leading_digits_pattern == number_format.leading_digits_pattern):
            inherited = dollar_references(national.format, where)
            return "Y" + str(index) + format_items(number_format, inherited, False, where)
    groups = format_groups(number_format.pattern, where)
    return ("Y" + group_letters(groups, where)
            + format_items(number_format, spaced_format(len(groups)), True, where))


def region_line(metadata):
    """One region's metadata as a line of tagged fields (docs/phone-data.md)."""
    where = entry_name(metadata)
    fields = []

    def scalar(tag, value):
        if value is not None:
            fields.append(tag + checked_value(value, f"{where} {tag}"))

    scalar("I", metadata.international_prefix)
    scalar("J", metadata.preferred_international_prefix)
    scalar("N", metadata.national_prefix)
    parsing = national_prefix_for_parsing(metadata)
    if parsing != metadata.national_prefix:
        scalar("O", parsing)
    scalar("R", dollar_references(metadata.national_prefix_transform_rule, where))
    scalar("L", metadata.leading_digits)
    if metadata.main_country_for_code:
        fields.append("K")
    if metadata.same_mobile_and_fixed_line_pattern:
        fields.append("Z")
    if metadata.general_desc is None:
        raise GenerationError(f"{where}: no general description")
    fields.append(description_field("G", metadata.general_desc, f"{where} general"))
    for name, attribute, tag in DESCRIPTION_TYPES:
        desc = getattr(metadata, attribute)
        if desc is not None:
            fields.append(description_field(tag, desc, f"{where} {name}"))
    for index, number_format in enumerate(metadata.number_format):
        fields.append(national_format_items(number_format, f"{where} format {index}"))
    # The international formats, when the metadata has its own: python's format_number(...,
    # INTERNATIONAL) uses them then, and the national ones otherwise (no `Y` field). A format whose
    # international format is "NA" is not among them: python's build step leaves it out.
    for index, number_format in enumerate(metadata.intl_number_format):
        fields.append(international_format_items(
            number_format, metadata.number_format, f"{where} international format {index}"))
    return "".join(fields)


def index_entry(metadata, line):
    """The index's entry for a region: its id (`001` for a non-geographic entity), its country
    code, `:` and the length of its line."""
    return f"{metadata.id}{metadata.country_code}:{len(line.encode('ascii'))}"


def fnv1a(data):
    """The 32-bit FNV-1a hash of `data`, as HandedPhoneTables.digest computes it."""
    value = 0x811C9DC5
    for byte in data:
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return value


def swift_table(version, entries):
    """The generated Swift file: the version, the index and the region lines."""
    lines = [region_line(m) for m in entries]
    index = " ".join(index_entry(m, line) for m, line in zip(entries, lines))
    for line in lines + [index]:
        if '"""' in line or "#" in line or "\n" in line:
            raise GenerationError("a line cannot go in a raw multi-line string literal")
    out = []
    out.append("// swift-format-ignore-file")
    # scripts/phone/check-generated.sh reads the release from this line.
    out.append(f"// Generated by scripts/phone/generate.py from phonenumbers {version}; "
               "do not edit.")
    out.append("// libphonenumber's metadata (Apache License 2.0, see NOTICE); the encoding is")
    out.append("// described in docs/phone-data.md and read by PhoneMetadataDecoder.swift.")
    out.append("")
    out.append("extension PhoneMetadata {")
    out.append("  /// The release of the Python package `phonenumbers` the tables were written")
    out.append("  /// from.")
    out.append(f'  static let generatedVersion = "{version}"')
    out.append("")
    handed = (index + "\n" + "\n".join(lines)).encode("utf-8")
    out.append("  /// The length in bytes and the FNV-1a digest of `phone-metadata.txt` (the index, a")
    out.append("  /// newline and the region lines), which a build without the tables below is handed.")
    out.append(f"  static let tablesByteCount = {len(handed)}")
    out.append(f"  static let tablesDigest: UInt32 = 0x{fnv1a(handed):08X}")
    out.append("")
    out.append("  #if !INPUTRULES_EXTERNAL_PHONE_METADATA")
    out.append("  /// Every region and non-geographic entity in country code order: the id, the")
    out.append("  /// country code, `:` and the length of its line in `regionLines`.")
    out.append('  static let indexText: StaticString = #"""')
    out.append(index)
    out.append('"""#')
    out.append("")
    out.append("  /// One line per entry of `indexText`, in the same order.")
    out.append('  static let regionLines: StaticString = #"""')
    out.extend(lines)
    out.append('"""#')
    out.append("  #endif")
    out.append("}")
    return "\n".join(out) + "\n"


# --- The fixtures -------------------------------------------------------------------------------

def fixture_description(desc):
    """A description as the fixture writes it, python's values unchanged."""
    return {
        "pattern": desc.national_number_pattern,
        "possibleLengths": list(desc.possible_length or []),
        "localOnlyLengths": list(desc.possible_length_local_only or []),
    }


def fixture_format(number_format, where):
    """A format as the fixture writes it, group references as `$1`."""
    return {
        "pattern": number_format.pattern,
        "format": dollar_references(number_format.format, where),
        "leadingDigits": list(number_format.leading_digits_pattern),
        "nationalPrefixFormattingRule":
            dollar_references(number_format.national_prefix_formatting_rule, where),
        "nationalPrefixOptionalWhenFormatting":
            bool(number_format.national_prefix_optional_when_formatting),
    }


def fixture_metadata_line(metadata):
    """One entry of phone-metadata.jsonl."""
    where = entry_name(metadata)
    descriptions = {}
    for name, attribute, _ in DESCRIPTION_TYPES:
        desc = getattr(metadata, attribute)
        if desc is not None:
            descriptions[name] = fixture_description(desc)
    entry = {
        "id": metadata.id,
        "countryCode": metadata.country_code,
        "internationalPrefix": metadata.international_prefix,
        "preferredInternationalPrefix": metadata.preferred_international_prefix,
        "nationalPrefix": metadata.national_prefix,
        "nationalPrefixForParsing": national_prefix_for_parsing(metadata),
        "nationalPrefixTransformRule":
            dollar_references(metadata.national_prefix_transform_rule, where),
        "leadingDigits": metadata.leading_digits,
        "isMainCountryForCode": bool(metadata.main_country_for_code),
        "sameMobileAndFixedLinePattern": bool(metadata.same_mobile_and_fixed_line_pattern),
        "general": fixture_description(metadata.general_desc),
        "descriptions": descriptions,
        "nationalFormats": [fixture_format(f, where) for f in metadata.number_format],
        # null when python has no international formats of its own and uses the national ones.
        "internationalFormats":
            [fixture_format(f, where) for f in metadata.intl_number_format] or None,
        "regionsForCountryCode":
            list(phonenumbers.COUNTRY_CODE_TO_REGION_CODE[metadata.country_code]),
    }
    return json.dumps(entry, sort_keys=True, separators=(",", ":"))


def example_numbers(metadata):
    """(type name, number) for every example number python has for the entry: through
    example_number_for_type for a region; for a non-geographic entity, as
    example_number_for_non_geo_entity reads its first one, for every type that has one."""
    found = []
    for name, attribute, _ in DESCRIPTION_TYPES:
        if metadata.id == phonenumbers.REGION_CODE_FOR_NON_GEO_ENTITY:
            desc = getattr(metadata, attribute)
            if desc is None or desc.example_number is None:
                continue
            number = phonenumbers.parse(f"+{metadata.country_code}{desc.example_number}", "ZZ")
        else:
            number = phonenumbers.example_number_for_type(metadata.id, TYPE_BY_NAME[name])
            if number is None:
                continue
        found.append((name, number))
    if metadata.id == phonenumbers.REGION_CODE_FOR_NON_GEO_ENTITY:
        first = phonenumbers.example_number_for_non_geo_entity(metadata.country_code)
        if first is not None and all(number != first for _, number in found):
            raise GenerationError(f"{entry_name(metadata)}: python's example is not among ours")
    return found


def examples_fixture(version, entries):
    """phone-examples.tsv: a header, then one tab-separated line per example number."""
    columns = ["region", "exampleOf", "type", "e164", "national", "international",
               "regionForNumber", "valid", "nationalSignificantNumber"]
    out = [f"# Example numbers of phonenumbers {version}, written by scripts/phone/generate.py; "
           "do not edit.",
           "# exampleOf: the description the example belongs to; type: number_type of it.",
           "\t".join(columns)]
    for metadata in entries:
        for name, number in example_numbers(metadata):
            row = [
                metadata.id,
                name,
                TYPE_NAMES[phonenumbers.number_type(number)],
                phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164),
                phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.NATIONAL),
                phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.INTERNATIONAL),
                phonenumbers.region_code_for_number(number) or "-",
                "true" if phonenumbers.is_valid_number(number) else "false",
                phonenumbers.national_significant_number(number),
            ]
            if any("\t" in value or "\n" in value for value in row):
                raise GenerationError(f"{entry_name(metadata)}: a tab or newline in {row!r}")
            out.append("\t".join(row))
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--expect-version",
                        help="stop unless this phonenumbers release is installed")
    parser.add_argument("--root", type=Path, default=REPOSITORY,
                        help="write under this folder instead of the repository root")
    arguments = parser.parse_args()

    version = phonenumbers.__version__
    print(f"generate.py: phonenumbers {version} found", file=sys.stderr)
    if arguments.expect_version and arguments.expect_version != version:
        sys.exit(f"generate.py: phonenumbers {arguments.expect_version} expected, "
                 f"{version} installed (pip install phonenumbers=={arguments.expect_version})")

    try:
        entries = all_metadata()
        outputs = {
            TABLE_PATH: swift_table(version, entries),
            METADATA_FIXTURE_PATH: "".join(fixture_metadata_line(m) + "\n" for m in entries),
            EXAMPLES_FIXTURE_PATH: examples_fixture(version, entries),
        }
    except GenerationError as error:
        sys.exit(f"generate.py: {error}")

    for relative, text in outputs.items():
        path = arguments.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="ascii", newline="\n")
        print(f"generate.py: wrote {relative} ({len(text.encode('ascii'))} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
