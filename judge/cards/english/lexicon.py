"""The English lexicon: every word the English grammar knows, as a lemma with a word class.

The grammar (`grammar/destiny_en.lark`) never lists words: its terminals are word classes
(`VERB`, `NOUN`, `ADJ`, `DET`, ...), and the token's value is the lemma, so a frame in the
transformer reads "deal" whatever form the card printed ("deals", "dealt"). Inflected forms are
listed with their lemma and a form feature (`base`, `s`, `ed`, `ing`); a new word is one line
here. Multi-word expressions that are one concept of the game ("discard pile", "set aside",
"power action") are single entries, longest match first.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    cls: str  # the grammar terminal: VERB, NOUN, ADJ, ...
    lemma: str
    form: str = ""  # verbs: base / s / ed / ing; nouns: sg / pl


def _verb(lemma: str, s: str = "", ed: str = "", ing: str = "", *extra: str) -> dict[str, Entry]:
    """A verb with its forms (regular ones are derived)."""
    base = lemma.replace("_", " ")
    s = s or (base + "es" if base.endswith(("s", "sh", "ch", "x")) else base + "s")
    if not ed:
        ed = base + "d" if base.endswith("e") else base + "ed"
    if not ing:
        ing = base[:-1] + "ing" if base.endswith("e") and not base.endswith("ee") else base + "ing"
    forms = {ing: "ing", ed: "ed", s: "s", base: "base"}  # "set"/"set": the base form wins
    entries = {word: Entry("VERB", lemma, form) for word, form in forms.items()}
    for word in extra:
        entries[word] = Entry("VERB", lemma, "ed")
    return entries


VERBS: dict[str, Entry] = {}
for _args in (
    ("deal", "deals", "dealt", "dealing"),
    ("give", "gives", "given", "giving", "gave"),
    ("heal",),
    ("discard",),
    ("draw", "draws", "drawn", "drawing", "drew"),
    ("gain",),
    ("lose", "loses", "lost", "losing"),
    ("spend", "spends", "spent", "spending"),
    ("pay", "pays", "paid", "paying"),
    ("roll",),
    ("reroll", "rerolls", "rerolled", "rerolling"),
    ("remove",),
    ("turn",),
    ("resolve",),
    ("exhaust",),
    ("ready", "readies", "readied", "readying"),
    ("activate",),
    ("defeat",),
    ("move",),
    ("play",),
    ("return",),
    ("look_at", "looks at", "looked at", "looking at"),
    ("look", "looks", "looked", "looking"),
    ("add",),
    ("take", "takes", "taken", "taking", "took"),
    ("end",),
    ("swap",),
    ("switch",),
    ("choose", "chooses", "chosen", "choosing", "chose"),
    ("spot", "spots", "spotted", "spotting"),
    ("place",),
    ("put", "puts", "put", "putting"),
    ("use",),
    ("block",),
    ("increase",),
    ("decrease",),
    ("reduce",),
    ("have", "has", "had", "having"),
    ("control",),
    ("reveal",),
    ("shuffle",),
    ("flip", "flips", "flipped", "flipping"),
    ("count",),
    ("include",),
    ("ignore",),
    ("treat",),
    ("force",),
    ("show",),
    ("set", "sets", "set", "setting"),
    ("set_aside", "sets aside", "set aside", "setting aside"),
    ("bring", "brings", "brought", "bringing"),
    ("attach",),
    ("claim",),
    ("share",),
    ("cost", "costs", "cost", "costing"),
    ("enter",),
    ("begin", "begins", "begun", "beginning", "began"),
    ("search",),
    ("match", "matches", "matched", "matching"),
    ("repeat",),
    ("copy", "copies", "copied", "copying"),
    ("cancel",),
    ("pass",),
    ("pilot",),
    ("detect",),
    ("modify", "modifies", "modified", "modifying"),
    ("gets", "gets", "got", "getting"),
    ("prevent",),
    ("distribute",),
    ("assign",),
    ("split", "splits", "split", "splitting"),
    ("rearrange",),
    ("keep", "keeps", "kept", "keeping"),
    ("win", "wins", "won", "winning"),
    ("exceed",),
    ("contain",),
    ("apply", "applies", "applied", "applying"),
    ("cause",),
    ("hide", "hides", "hidden", "hiding"),
    ("name",),
    ("declare",),
    ("leave", "leaves", "left", "leaving"),
    ("happen",),
    ("wish",),
    ("renew",),
    ("redeploy",),
    ("stay",),
    ("become", "becomes", "became", "becoming"),
    ("enter_play", "enters play", "entered play", "entering play"),
    ("leave_play", "leaves play", "left play", "leaving play"),
):
    VERBS.update(_verb(*_args))
VERBS["get"] = Entry("VERB", "gets", "base")

ICON_WORDS = {
    "melee": "MD",
    "ranged": "RD",
    "indirect": "ID",
    "shield": "Sh",
    "resource": "R",
    "disrupt": "Dr",
    "discard": "Dc",
    "focus": "F",
    "special": "Sp",
    "blank": "-",
}

# Nouns: lemma → its plural (None: the same form, or no plural).
NOUNS: dict[str, str | None] = {
    "character": "characters",
    "die": "dice",
    "card": "cards",
    "upgrade": "upgrades",
    "support": "supports",
    "event": "events",
    "battlefield": "battlefields",
    "plot": "plots",
    "downgrade": "downgrades",
    "side": "sides",
    "damage": None,
    "shield": "shields",
    "resource": "resources",
    "player": "players",
    "opponent": "opponents",
    "hand": "hands",
    "deck": "decks",
    "pool": "pools",
    "discard pile": "discard piles",
    "team": "teams",
    "round": "rounds",
    "phase": "phases",
    "game": "games",
    "action": "actions",
    "ability": "abilities",
    "symbol": "symbols",
    "value": "values",
    "cost": "costs",
    "number": "numbers",
    "copy": "copies",
    "health": None,
    "color": "colors",
    "token": "tokens",
    "keyword": "keywords",
    "subtype": "subtypes",
    "title": "titles",
    "name": "names",
    "set": "sets",
    "order": "orders",
    "choice": "choices",
    "control": None,
    "controller": "controllers",
    "owner": "owners",
    "effect": "effects",
    "rest": None,
    "top": None,
    "bottom": None,
    "zone": "zones",
    "area": "areas",
    "total": None,
    "amount": None,
    "group": "groups",
    "time": "times",
    "type": "types",
    "word": "words",
    "point": "points",
    "size": None,
    "limit": "limits",
    "face": "faces",
    "pilot": "pilots",
    "restriction": "restrictions",
    "way": "ways",
    "case": "cases",
    "maximum": None,
    "minimum": None,
    "format": "formats",
    "mission": "missions",
    "upkeep phase": None,
    "action phase": None,
    "set-aside zone": None,
    "play area": None,
    "renew cost": None,
    "deckbuilding": None,
    "start": None,
    "end": None,
    "setup": None,
    "turn": "turns",
    "blank": "blanks",
    "special": "specials",
    "modifier": "modifiers",
    "x value": None,
    "play restriction": "play restrictions",
    "deckbuilding restriction": "deckbuilding restrictions",
    "disrupt": "disrupts",
    "discard": "discards",
    "focus": "focuses",
}

ADJECTIVES = {
    "unique",
    "non-unique",
    "exhausted",
    "ready",
    "damaged",
    "defeated",
    "elite",
    "non-elite",
    "random",
    "set-aside",
    "additional",
    "different",
    "same",
    "unblockable",
    "facedown",
    "first",
    "second",
    "last",
    "next",
    "remaining",
    "highest",
    "lowest",
    "cheapest",
    "combined",
    "odd",
    "even",
    "original",
    "detected",
    "undetected",
    "piloted",
    "printed",
    "current",
    "able",
    "free",
    "parallel",
    "starting",
    "matching",
    "chosen",
    "non-character",
    "non-plot",
    "non-special",
}

COLORS = {"red": "red", "blue": "blue", "yellow": "yellow", "gray": "gray", "grey": "gray"}
AFFILIATIONS = {
    "hero": "hero",
    "villain": "villain",
    "neutral": "neutral",
    "heroes": "hero",
    "villains": "villain",
}

# Subtypes of the game (the card database's subtypes), singular → lemma.
SUBTYPES = {
    "weapon": "weapon",
    "vehicle": "vehicle",
    "equipment": "equipment",
    "droid": "droid",
    "jedi": "jedi",
    "sith": "sith",
    "leader": "leader",
    "apprentice": "apprentice",
    "bounty hunter": "bounty-hunter",
    "bounty-hunter": "bounty-hunter",
    "scoundrel": "scoundrel",
    "trooper": "trooper",
    "spy": "spy",
    "wookiee": "wookiee",
    "witch": "witch",
    "nightsister": "nightsister",
    "inquisitor": "inquisitor",
    "pirate": "pirate",
    "ewok": "ewok",
    "gungan": "gungan",
    "clone": "clone",
    "guardian": "guardian",
    "move": "move",
    "lightsaber": "lightsaber",
    "ability": "ability",
    "title": "title",
    "fighter": "fighter",
    "gunner": "gunner",
    "pilot": "pilot",
    "scavenger": "scavenger",
    "engineer": "engineer",
    "intel": "intel",
    "curse": "curse",
    "form": "form",
    "mastery": "mastery",
    "techniques": "technique",
    "technique": "technique",
    "partisan": "partisan",
    "mercenary": "mercenary",
    "hunter": "hunter",
    "starship": "starship",
    "speeder": "speeder",
    "mandalorian": "mandalorian",
    "tie": "tie",
    "zombie": "zombie",
    "spectre": "spectre",
    "padawan": "padawan",
    "master": "master",
    "rebel": "rebel",
    "soldier": "soldier",
    "tribe": "tribe",
    "mod": "mod",
    "bounty": "bounty",
}

KEYWORDS = {
    "guardian": "guardian",
    "ambush": "ambush",
    "redeploy": "redeploy",
    "piloting": "piloting",
    "detect": "detect",
    "renew": "renew",
    "bounty": "bounty",
    "elite": "elite",
    "team up": "team_up",
    "plot": "plot",
}

FUNCTION: dict[str, str] = {
    # determiners
    "a": "DET",
    "an": "DET",
    "the": "DET",
    "this": "DET",
    "these": "DET",
    "that": "DET",
    "those": "DET",
    "each": "EACH",
    "every": "EACH",
    "all": "ALL",
    "any": "ANY",
    "another": "ANOTHER",
    "other": "OTHER",
    "no": "NO",
    "both": "BOTH",
    "either": "EITHER",
    "its": "POSS",
    "your": "POSS",
    "their": "POSS",
    "his": "POSS",
    "my": "POSS",
    "one": "ONE",
    "up to": "UP_TO",
    "or more": "OR_MORE",
    "or higher": "OR_MORE",
    "or greater": "OR_MORE",
    "or less": "OR_LESS",
    "or fewer": "OR_LESS",
    "or lower": "OR_LESS",
    "more": "MORE",
    "less": "LESS",
    "fewer": "LESS",
    "greater": "MORE",
    "higher": "MORE",
    "lower": "LESS",
    "many": "MANY",
    "much": "MANY",
    "half": "HALF",
    "x": "X",
    "rounded up": "ROUNDED",
    "rounded down": "ROUNDED",
    # pronouns
    "it": "PRON",
    "them": "PRON",
    "him": "PRON",
    "her": "HER",
    "they": "PRON",
    "he": "PRON",
    "she": "PRON",
    "you": "YOU",
    "yourself": "YOU",
    "yours": "YOURS",
    "theirs": "YOURS",
    "itself": "PRON",
    "themselves": "PRON",
    "each other": "PRON",
    # prepositions
    "to": "TO",
    "from": "FROM",
    "on": "ON",
    "onto": "ON",
    "into": "INTO",
    "in": "IN",
    "with": "WITH",
    "without": "WITHOUT",
    "of": "OF",
    "for": "FOR",
    "by": "BY",
    "at": "AT",
    "under": "UNDER",
    "beneath": "UNDER",
    "as": "AS",
    "among": "AMONG",
    "against": "AGAINST",
    "during": "DURING",
    "until": "UNTIL",
    "than": "THAN",
    "except": "EXCEPT",
    "instead of": "INSTEAD_OF",
    "rather than": "INSTEAD_OF",
    "equal to": "EQUAL_TO",
    "equal": "EQUAL",
    "toward": "TO",
    "towards": "TO",
    "per": "PER",
    "out of": "FROM",
    "aside": "ASIDE",
    "up": "UP",
    "down": "DOWN",
    "back": "BACK",
    "away": "AWAY",
    "including": "INCLUDING",
    "ignoring": "IGNORING",
    # clause words
    "and": "AND",
    "and/or": "OR",
    "or": "OR",
    "then": "THEN",
    "if": "IF",
    "unless": "UNLESS",
    "while": "WHILE",
    "instead": "INSTEAD",
    "otherwise": "OTHERWISE",
    "before": "BEFORE",
    "after": "AFTER",
    "when": "WHEN",
    "whenever": "WHEN",
    "which": "REL",
    "who": "REL",
    "whose": "REL_POSS",
    "where": "REL",
    "may": "MAY",
    "can": "MAY",
    "must": "MUST",
    "cannot": "CANNOT",
    "can't": "CANNOT",
    "not": "NOT",
    "do": "DO",
    "does": "DO",
    "did": "DO",
    "don't": "DONT",
    "doesn't": "DONT",
    "didn't": "DONT",
    "would": "WOULD",
    "will": "WILL",
    "is": "BE",
    "are": "BE",
    "was": "BE",
    "were": "BE",
    "be": "BE",
    "been": "BE",
    "being": "BEING",
    "isn't": "ISNT",
    "aren't": "ISNT",
    "there": "THERE",
    "also": "ALSO",
    "again": "AGAIN",
    "only": "ONLY",
    "just": "JUST",
    "still": "STILL",
    "simultaneously": "SIMULTANEOUSLY",
    "exactly": "EXACTLY",
    "now": "NOW",
    "once": "ONCE",
    "twice": "TWICE",
    "so": "SO",
    "same": "ADJ",
    "such": "SUCH",
    "able": "ABLE",
    "if able": "IF_ABLE",
    "if possible": "IF_ABLE",
    "for free": "FOR_FREE",
    "in play": "IN_PLAY",
    "into play": "INTO_PLAY",
    "from play": "FROM_PLAY",
    "each round": "EACH_ROUND",
    "this round": "THIS_ROUND",
    "this phase": "THIS_PHASE",
    "the rest of the round": "REST_OF_ROUND",
    "the rest of the game": "REST_OF_GAME",
    "for the rest of the round": "FOR_REST_OF_ROUND",
    "for the rest of the game": "FOR_REST_OF_GAME",
    "until the end of the round": "FOR_REST_OF_ROUND",
    "until the end of the game": "FOR_REST_OF_GAME",
    "the first time": "FIRST_TIME",
    "titled": "TITLED",
    "named": "TITLED",
    "including this": "INCLUDING",
    "showing": "SHOWING",
    "not showing": "NOT_SHOWING",
    "order of your choice": "ORDER_OF_CHOICE",
    "in the order of your choice": "ORDER_OF_CHOICE",
    "in any order": "ORDER_OF_CHOICE",
    "any order": "ORDER_OF_CHOICE",
    "of your choice": "OF_YOUR_CHOICE",
    "more than": "MORE_THAN",
    "equal to or less than": "AT_MOST_EQ",
    "equal to or lower than": "AT_MOST_EQ",
    "equal to or more than": "AT_LEAST_EQ",
    "equal to or greater than": "AT_LEAST_EQ",
    "equal to or higher than": "AT_LEAST_EQ",
    "less than": "LESS_THAN",
    "fewer than": "LESS_THAN",
    "as much": "AS_MUCH",
    "as many": "AS_MUCH",
    "that many": "THAT_MANY",
    "that much": "THAT_MANY",
    "as if": "AS_IF",
    "even if": "EVEN_IF",
    "to a maximum of": "MAXIMUM_OF",
    "up to a maximum of": "MAXIMUM_OF",
    "a maximum of": "MAXIMUM_OF",
    "a minimum of": "MINIMUM_OF",
    "all of": "ALL_OF",
    "each of": "EACH_OF",
    "any of": "ANY_OF",
    "one of": "ONE_OF",
    "none of": "NONE_OF",
    "the top": "THE_TOP",
    "up to your hand size": "UNTIL_HAND_SIZE",
    "up to their hand size": "UNTIL_HAND_SIZE",
    "distributed as you wish": "DISTRIBUTED",
    "divided as you wish": "DISTRIBUTED",
    "distributed among": "DISTRIBUTED_AMONG",
    "the bottom": "THE_BOTTOM",
}

NUMBERS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "zero": 0,
    "zeroes": 0,
    "zeros": 0,
    "twice": 2,
}

HEADERS = {
    "action": "action",
    "power action": "power_action",
    "claim": "claim",
    "[special]": "special",
    "setup": "setup",
}


def _plural_nouns() -> dict[str, Entry]:
    entries: dict[str, Entry] = {}
    for lemma, plural in NOUNS.items():
        entries[lemma] = Entry("NOUN", lemma, "sg")
        if plural:
            entries[plural] = Entry("NOUN", lemma, "pl")
    return entries


def build() -> dict[str, tuple[Entry, ...]]:
    """word (lower case, may be several words) → its entries (a word may be a verb and a noun:
    the lexer picks by context, `judge.cards.english.lexer`)."""
    table: dict[str, list[Entry]] = {}

    def add(word: str, entry: Entry) -> None:
        entries = table.setdefault(word, [])
        if entry not in entries:
            entries.append(entry)

    for word, entry in VERBS.items():
        add(word, entry)
    for word, entry in _plural_nouns().items():
        add(word, entry)
    for adjective in ADJECTIVES:
        add(adjective, Entry("ADJ", adjective))
    for word in DAMAGE_TYPES:
        add(word, Entry("DMG_TYPE", word))
    for word, lemma in SUBTYPES.items():
        add(word, Entry("SUBTYPE", lemma, "sg"))
        if word.endswith("y") and not word.endswith(("ay", "ey", "oy")):
            plural = word[:-1] + "ies"  # bounty → bounties
        else:
            plural = word + ("es" if word.endswith("s") else "s")
        add(plural, Entry("SUBTYPE", lemma, "pl"))
        add(f"non-{word}", Entry("NON_SUBTYPE", lemma))
    for word, color in COLORS.items():
        add(word, Entry("COLOR", color))
        add(f"non-{word}", Entry("NON_COLOR", color))
    for word, affiliation in AFFILIATIONS.items():
        add(word, Entry("AFFILIATION", affiliation))
    for word, cls in FUNCTION.items():
        table[word] = [Entry(cls, word)]  # function words are never anything else
    for word, value in NUMBERS.items():
        table[word] = [Entry("NUMBER", str(value))]
    return {word: tuple(entries) for word, entries in table.items()}


DAMAGE_TYPES = {"melee": "MD", "ranged": "RD", "indirect": "ID"}
LEXICON = build()
MAX_WORDS = max(len(word.split()) for word in LEXICON)
