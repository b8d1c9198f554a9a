/*
 * decoder.c - a solver's printed answer, back to boards.
 *
 * The decoder is pushed one line at a time rather than handed a FILE:
 * the file reader, the buffer splitter and a fuzzer then all drive the
 * same code, and the decoder itself never allocates per line. It holds
 * one board of n*n bytes (the model being read) and a fixed message
 * buffer, nothing that grows with the input, so no input can exhaust
 * memory through it. Solvers disagree on the wrapping (competition "v"
 * lines broken anywhere, minisat's one bare line after "SAT", a lone
 * "v 0"), so a model is a run of literal lines closed by a 0, wherever
 * the lines break. An error inside a model is reported once and the rest
 * of that model skipped up to the next answer, so that one bad token
 * does not drown the real problems further down in follow-on errors.
 *
 * Two other outputs fit the same line-at-a-time machine, each with its
 * own idea of where a model ends:
 *  - PB solvers on our OPB files (clasp): "v x1 -x2 ..." with no final 0,
 *    and clasp prints the "v" lines *before* "s SATISFIABLE". Such a
 *    model is the run of "v" lines up to the first other line (or a line
 *    starting over at x1: clasp's quiet enumeration prints models back
 *    to back), and the "s SATISFIABLE" that follows confirms it instead
 *    of opening a new model. The style of a model is fixed by its first
 *    literal, so "x12" among DIMACS literals stays an error.
 *  - z3 on our SMT-LIB files: "sat", then an s-expression of
 *    (define-fun x<r>y<c> () Bool true|false) wrapped anywhere. It is
 *    read token by token with a small state machine, so the line breaks
 *    do not matter; the model ends at its closing parenthesis.
 */
#include "core/internal.h"

#include <limits.h>
#include <string.h>

/* Long enough for every message with its quoted token cut to QUOTE_MAX. */
#define MESSAGE_SIZE 256
#define QUOTE_MAX 48

typedef enum model_state {
    NO_MODEL,      /* between answers: literals start a new model */
    IN_MODEL,      /* reading literals; the board holds them so far */
    MODEL_ENDED,   /* the final 0 was read: more literals on the same line
                      are an error; a new line of literals starts the next
                      model (several bare models in a row) */
    TRAILING_LITERALS, /* literals followed the final 0 on its line (reported):
                          ignore the rest of that line */
    SKIPPING_MODEL /* an error was reported: ignore literals until the
                      next answer starts */
} model_state;

/* How the model being read is written. */
typedef enum model_syntax {
    SYNTAX_DIMACS, /* integers closed by 0 (also until the first literal) */
    SYNTAX_OPB,    /* x<k> and -x<k> on "v" lines, no closing 0 */
    SYNTAX_SMT     /* z3's (define-fun ...) list */
} model_syntax;

/* The token a z3 model needs next:
 * ( [model] ( define-fun NAME ( ) Bool VALUE ) ... ) */
typedef enum smt_step {
    SMT_OPEN,        /* the "(" opening the model */
    SMT_MODEL_WORD,  /* older z3 versions write "(model" */
    SMT_ENTRY,       /* "(" of a definition, or ")" closing the model */
    SMT_DEFINE,      /* "define-fun" */
    SMT_NAME,        /* the constant */
    SMT_ARGS_OPEN,   /* "(" of the empty argument list */
    SMT_ARGS_CLOSE,  /* its ")" */
    SMT_SORT,        /* "Bool" */
    SMT_VALUE,       /* "true" or "false" */
    SMT_ENTRY_CLOSE  /* ")" closing the definition */
} smt_step;

struct nqcnf_decoder {
    nqcnf_board board;
    uint64_t squares;
    uint64_t variable_limit; /* 0: none */
    nqcnf_answer_fn on_answer;
    void *context;
    size_t line_number;
    size_t model_line;
    model_state state;
    model_syntax syntax;     /* of the model being read */
    int model_announced;     /* an answer line ("s SATISFIABLE") opened it */
    int model_has_literals;  /* its syntax is fixed */
    int opb_verdict_pending; /* an OPB model ended before its answer line */
    smt_step smt;
    uint64_t smt_square;     /* the square being defined; squares: aux */
    int stopped;
    char message[MESSAGE_SIZE];
};

/* A piece of the caller's line: never NUL terminated. */
typedef struct text {
    const char *at;
    size_t length;
} text;

static int is_blank(char c) { return c == ' ' || c == '\t'; }

static int is_digit(char c) { return c >= '0' && c <= '9'; }

static int is_trailing_blank(char c) { return is_blank(c) || c == '\r'; }

static text trimmed(const char *line, size_t length)
{
    while (length > 0 && is_trailing_blank(line[length - 1])) length--;
    while (length > 0 && is_blank(line[0])) {
        line++;
        length--;
    }
    const text result = {line, length};
    return result;
}

/* Takes the next blank-separated word off the front of `rest`; an empty
 * word means there is none left. */
static text next_word(text *rest)
{
    size_t start = 0;
    while (start < rest->length && is_blank(rest->at[start])) start++;
    size_t end = start;
    while (end < rest->length && !is_blank(rest->at[end])) end++;
    const text word = {rest->at + start, end - start};
    rest->at += end;
    rest->length -= end;
    return word;
}

static int text_is(text word, const char *literal)
{
    const size_t length = strlen(literal);
    return word.length == length && memcmp(word.at, literal, length) == 0;
}

static int all_digits(text word)
{
    if (word.length == 0) return 0;
    for (size_t i = 0; i < word.length; i++)
        if (!is_digit(word.at[i])) return 0;
    return 1;
}

/* Input text goes into messages the caller may print to a terminal: it is
 * cut short and every byte that is not printable ASCII is written \xNN,
 * so a message is always one clean line whatever the input held. */
static const char *quoted(text word, char *out, size_t size)
{
    static const char hex[] = "0123456789abcdef";
    const size_t room = size < QUOTE_MAX + 4 ? size - 4 : QUOTE_MAX;
    size_t used = 0;
    size_t i = 0;
    for (; i < word.length; i++) {
        const unsigned char c = (unsigned char)word.at[i];
        const size_t width = c >= 0x20 && c < 0x7f ? 1 : 4;
        if (used + width > room) break;
        if (width == 1) {
            out[used++] = (char)c;
        } else {
            out[used++] = '\\';
            out[used++] = 'x';
            out[used++] = hex[c >> 4];
            out[used++] = hex[c & 0xf];
        }
    }
    if (i < word.length) {
        memcpy(out + used, "...", 3);
        used += 3;
    }
    out[used] = '\0';
    return out;
}

static nqcnf_status report(nqcnf_decoder *decoder, nqcnf_answer_kind kind,
                           size_t line)
{
    nqcnf_answer answer;
    answer.kind = kind;
    answer.line = line;
    answer.board = kind == NQCNF_ANSWER_MODEL ? &decoder->board : NULL;
    answer.message = kind == NQCNF_ANSWER_ERROR ? decoder->message : NULL;
    if (decoder->on_answer(decoder->context, &answer) != 0) {
        decoder->stopped = 1;
        return NQCNF_ERR_STOPPED;
    }
    return NQCNF_OK;
}

/* Reports decoder->message at the current line. An error inside a model
 * makes the rest of that model meaningless: skip it. */
static nqcnf_status report_error(nqcnf_decoder *decoder)
{
    if (decoder->state == IN_MODEL) decoder->state = SKIPPING_MODEL;
    return report(decoder, NQCNF_ANSWER_ERROR, decoder->line_number);
}

static nqcnf_status report_unexpected_text(nqcnf_decoder *decoder, text line)
{
    char quote[QUOTE_MAX + 4];
    snprintf(decoder->message, sizeof decoder->message,
             "unexpected text '%s'", quoted(line, quote, sizeof quote));
    return report_error(decoder);
}

static void start_model(nqcnf_decoder *decoder, int announced)
{
    decoder->state = IN_MODEL;
    decoder->syntax = SYNTAX_DIMACS;
    decoder->model_announced = announced;
    decoder->model_has_literals = 0;
    decoder->opb_verdict_pending = 0;
    decoder->model_line = decoder->line_number;
    memset(decoder->board.squares, NQCNF_SQUARE_UNASSIGNED,
           (size_t)decoder->squares);
}

static int in_model_of(const nqcnf_decoder *decoder, model_syntax syntax)
{
    return (decoder->state == IN_MODEL ||
            decoder->state == SKIPPING_MODEL) &&
           decoder->syntax == syntax;
}

/* An OPB model has no closing token: whatever follows its "v" lines ends
 * it. Its "s SATISFIABLE" may still be to come (clasp prints it last);
 * if the model was not announced, that line is its verdict. */
static nqcnf_status end_opb_model(nqcnf_decoder *decoder)
{
    const model_state previous = decoder->state;
    decoder->state = NO_MODEL;
    decoder->opb_verdict_pending = !decoder->model_announced;
    if (previous != IN_MODEL) return NQCNF_OK; /* skipped after an error */
    return report(decoder, NQCNF_ANSWER_MODEL, decoder->model_line);
}

/* Every answer closes the one before; a model still open then never got
 * its final 0 (or its closing parenthesis). */
static nqcnf_status begin_answer(nqcnf_decoder *decoder)
{
    if (in_model_of(decoder, SYNTAX_OPB)) {
        const nqcnf_status status = end_opb_model(decoder);
        if (status != NQCNF_OK) return status;
    }
    const model_state previous = decoder->state;
    decoder->state = NO_MODEL;
    decoder->opb_verdict_pending = 0;
    if (previous != IN_MODEL) return NQCNF_OK;
    if (decoder->syntax == SYNTAX_SMT && decoder->smt == SMT_OPEN)
        snprintf(decoder->message, sizeof decoder->message,
                 "the solver answered sat on line %zu but printed no model "
                 "(does the SMT file end with (get-model)?)",
                 decoder->model_line);
    else if (decoder->syntax == SYNTAX_SMT)
        snprintf(decoder->message, sizeof decoder->message,
                 "the model starting on line %zu has no closing ')'",
                 decoder->model_line);
    else
        snprintf(decoder->message, sizeof decoder->message,
                 "the model starting on line %zu has no final 0",
                 decoder->model_line);
    return report(decoder, NQCNF_ANSWER_ERROR, decoder->line_number);
}

static nqcnf_status answer_model_start(nqcnf_decoder *decoder)
{
    const nqcnf_status status = begin_answer(decoder);
    if (status != NQCNF_OK) return status;
    start_model(decoder, 1);
    return NQCNF_OK;
}

static nqcnf_status answer_smt_model_start(nqcnf_decoder *decoder)
{
    const nqcnf_status status = begin_answer(decoder);
    if (status != NQCNF_OK) return status;
    start_model(decoder, 1);
    decoder->syntax = SYNTAX_SMT;
    decoder->smt = SMT_OPEN;
    return NQCNF_OK;
}

static nqcnf_status answer_without_model(nqcnf_decoder *decoder,
                                         nqcnf_answer_kind kind)
{
    const nqcnf_status status = begin_answer(decoder);
    if (status != NQCNF_OK) return status;
    return report(decoder, kind, decoder->line_number);
}

typedef enum literal_syntax {
    LITERAL_VALID,
    LITERAL_MALFORMED,
    LITERAL_TOO_LARGE
} literal_syntax;

/* A variable number: decimal digits that fit an int32 (0 too: whether
 * it may be 0 is the caller's business). */
static literal_syntax parse_variable(text digits, uint32_t *variable)
{
    if (!all_digits(digits)) return LITERAL_MALFORMED;
    uint32_t magnitude = 0;
    for (size_t i = 0; i < digits.length; i++) {
        const uint32_t digit = (uint32_t)(digits.at[i] - '0');
        if (magnitude > (INT32_MAX - digit) / 10) return LITERAL_TOO_LARGE;
        magnitude = magnitude * 10 + digit;
    }
    *variable = magnitude;
    return LITERAL_VALID;
}

/* Strict DIMACS: an optional '-' and decimal digits, nothing else ("+5",
 * "5.0" and "-0" are no solver's output and suggest corruption). */
static literal_syntax parse_literal(text word, int32_t *literal)
{
    const int negative = word.length > 0 && word.at[0] == '-';
    const text digits = {word.at + negative, word.length - (size_t)negative};
    uint32_t magnitude = 0;
    const literal_syntax syntax = parse_variable(digits, &magnitude);
    if (syntax != LITERAL_VALID) return syntax;
    if (negative && magnitude == 0) return LITERAL_MALFORMED;
    *literal = negative ? -(int32_t)magnitude : (int32_t)magnitude;
    return LITERAL_VALID;
}

/* Whether a word is written as a PB literal: "x..." or "-x...". */
static int is_opb_word(text word)
{
    const size_t sign = word.length > 0 && word.at[0] == '-';
    return word.length > sign && word.at[sign] == 'x';
}

/* PB: an optional '-', 'x', and a variable number (no x0). */
static literal_syntax parse_opb_literal(text word, int32_t *literal)
{
    if (!is_opb_word(word)) return LITERAL_MALFORMED;
    const int negative = word.at[0] == '-';
    const size_t skip = (size_t)negative + 1;
    const text digits = {word.at + skip, word.length - skip};
    uint32_t magnitude = 0;
    const literal_syntax syntax = parse_variable(digits, &magnitude);
    if (syntax != LITERAL_VALID) return syntax;
    if (magnitude == 0) return LITERAL_MALFORMED;
    *literal = negative ? -(int32_t)magnitude : (int32_t)magnitude;
    return LITERAL_VALID;
}

static nqcnf_status report_bad_literal(nqcnf_decoder *decoder, text word,
                                       literal_syntax syntax)
{
    char quote[QUOTE_MAX + 4];
    quoted(word, quote, sizeof quote);
    if (syntax == LITERAL_TOO_LARGE)
        snprintf(decoder->message, sizeof decoder->message,
                 "literal '%s' does not fit a 32-bit variable number "
                 "(at most 2147483647)",
                 quote);
    else if (decoder->syntax == SYNTAX_OPB)
        snprintf(decoder->message, sizeof decoder->message,
                 "'%s' is not a literal of a PB model (x<k> or -x<k>)",
                 quote);
    else
        snprintf(decoder->message, sizeof decoder->message,
                 "'%s' is not a literal", quote);
    return report_error(decoder);
}

static nqcnf_status end_model(nqcnf_decoder *decoder)
{
    decoder->state = MODEL_ENDED;
    return report(decoder, NQCNF_ANSWER_MODEL, decoder->model_line);
}

/* Sets square `index` (0-based) unless the model already gave it the
 * other value; returns whether it did not. */
static int set_square(nqcnf_decoder *decoder, uint64_t index, int queen)
{
    unsigned char *square = &decoder->board.squares[index];
    const unsigned char value =
        queen ? NQCNF_SQUARE_QUEEN : NQCNF_SQUARE_EMPTY;
    if (*square != NQCNF_SQUARE_UNASSIGNED && *square != value) return 0;
    *square = value;
    return 1;
}

/* A literal other than 0: onto the board if it names a square. */
static nqcnf_status assign(nqcnf_decoder *decoder, int32_t literal)
{
    const uint64_t variable =
        literal < 0 ? (uint64_t)-(int64_t)literal : (uint64_t)literal;
    if (decoder->variable_limit != 0 && variable > decoder->variable_limit) {
        if (decoder->syntax == SYNTAX_OPB)
            snprintf(decoder->message, sizeof decoder->message,
                     "literal %sx%llu is beyond the %llu variables of the "
                     "OPB file",
                     literal < 0 ? "-" : "", (unsigned long long)variable,
                     (unsigned long long)decoder->variable_limit);
        else
            snprintf(decoder->message, sizeof decoder->message,
                     "literal %ld is beyond the %llu variables of the CNF",
                     (long)literal,
                     (unsigned long long)decoder->variable_limit);
        return report_error(decoder);
    }
    /* Auxiliary variables of other encodings mean nothing on the board. */
    if (variable > decoder->squares) return NQCNF_OK;
    if (set_square(decoder, variable - 1, literal > 0)) return NQCNF_OK;
    if (decoder->syntax == SYNTAX_OPB)
        snprintf(decoder->message, sizeof decoder->message,
                 "contradictory literals %sx%llu and %sx%llu",
                 literal > 0 ? "-" : "", (unsigned long long)variable,
                 literal > 0 ? "" : "-", (unsigned long long)variable);
    else
        snprintf(decoder->message, sizeof decoder->message,
                 "contradictory literals %ld and %ld", -(long)literal,
                 (long)literal);
    return report_error(decoder);
}

/* `on_v_line`: PB literals are only taken on "v" lines, as PB solvers
 * print them; a bare "x1" line is no one's output. */
static nqcnf_status take_literal(nqcnf_decoder *decoder, text word,
                                 int on_v_line)
{
    if (decoder->state == NO_MODEL) start_model(decoder, 0);
    if (decoder->state == MODEL_ENDED) {
        /* One report for the whole run of stray literals. */
        decoder->state = TRAILING_LITERALS;
        char quote[QUOTE_MAX + 4];
        snprintf(decoder->message, sizeof decoder->message,
                 "literals after the final 0 (starting with '%s')",
                 quoted(word, quote, sizeof quote));
        return report_error(decoder);
    }
    /* The first literal fixes the model's style for the rest of it. */
    if (!decoder->model_has_literals) {
        decoder->model_has_literals = 1;
        decoder->syntax =
            on_v_line && is_opb_word(word) ? SYNTAX_OPB : SYNTAX_DIMACS;
    }
    int32_t literal = 0;
    const literal_syntax syntax = decoder->syntax == SYNTAX_OPB
                                      ? parse_opb_literal(word, &literal)
                                      : parse_literal(word, &literal);
    if (syntax != LITERAL_VALID)
        return report_bad_literal(decoder, word, syntax);
    if (literal == 0) return end_model(decoder);
    return assign(decoder, literal);
}

/* clasp prints every variable from x1 up, and in its quiet enumeration
 * (--verbose=0) the models follow one another with nothing in between:
 * a "v" line starting over at x1 starts the next model. */
static int starts_over(text rest)
{
    const text first = next_word(&rest);
    return text_is(first, "x1") || text_is(first, "-x1");
}

static nqcnf_status take_literals(nqcnf_decoder *decoder, text rest,
                                  int on_v_line)
{
    if (on_v_line && in_model_of(decoder, SYNTAX_OPB) &&
        decoder->model_has_literals && starts_over(rest)) {
        const nqcnf_status status = end_opb_model(decoder);
        if (status != NQCNF_OK) return status;
    }
    for (;;) {
        if (decoder->state == SKIPPING_MODEL ||
            decoder->state == TRAILING_LITERALS)
            return NQCNF_OK;
        const text word = next_word(&rest);
        if (word.length == 0) return NQCNF_OK;
        const nqcnf_status status = take_literal(decoder, word, on_v_line);
        if (status != NQCNF_OK) return status;
    }
}

/* ------------------------------------------------------------------------
 * z3's models
 * ------------------------------------------------------------------------ */

/* A decimal number without leading zeros, as z3 prints our names. */
static int parse_index(text digits, uint64_t *value)
{
    if (!all_digits(digits) || (digits.length > 1 && digits.at[0] == '0'))
        return 0;
    uint64_t result = 0;
    for (size_t i = 0; i < digits.length && result <= UINT32_MAX; i++)
        result = result * 10 + (uint64_t)(digits.at[i] - '0');
    /* Past UINT32_MAX the value is off every board, whatever it is. */
    *value = result;
    return 1;
}

/* Maps a constant's name to its square (x<row>y<column>, 0-based) or to
 * decoder->squares for an auxiliary aux<k>, which means nothing on the
 * board. */
static nqcnf_status take_smt_name(nqcnf_decoder *decoder, text name)
{
    char quote[QUOTE_MAX + 4];
    if (name.length > 3 && memcmp(name.at, "aux", 3) == 0) {
        const text digits = {name.at + 3, name.length - 3};
        uint64_t k = 0;
        if (parse_index(digits, &k)) {
            decoder->smt_square = decoder->squares;
            return NQCNF_OK;
        }
    }
    const char *y = name.length > 1 ? memchr(name.at, 'y', name.length) : NULL;
    uint64_t row = 0, column = 0;
    if (name.at[0] == 'x' && y != NULL) {
        const text row_digits = {name.at + 1, (size_t)(y - name.at) - 1};
        const text column_digits = {y + 1,
                                    name.length - (size_t)(y - name.at) - 1};
        if (parse_index(row_digits, &row) &&
            parse_index(column_digits, &column)) {
            const uint64_t n = decoder->board.n;
            if (row < n && column < n) {
                decoder->smt_square = row * n + column;
                return NQCNF_OK;
            }
            snprintf(decoder->message, sizeof decoder->message,
                     "'%s' is not a square of the %llux%llu board",
                     quoted(name, quote, sizeof quote),
                     (unsigned long long)n, (unsigned long long)n);
            return report_error(decoder);
        }
    }
    snprintf(decoder->message, sizeof decoder->message,
             "unknown constant '%s' (squares are x<row>y<column>)",
             quoted(name, quote, sizeof quote));
    return report_error(decoder);
}

static nqcnf_status take_smt_value(nqcnf_decoder *decoder, text value)
{
    const int queen = text_is(value, "true");
    if (decoder->smt_square >= decoder->squares ||
        set_square(decoder, decoder->smt_square, queen))
        return NQCNF_OK;
    const uint64_t n = decoder->board.n;
    snprintf(decoder->message, sizeof decoder->message,
             "contradictory values for x%lluy%llu",
             (unsigned long long)(decoder->smt_square / n),
             (unsigned long long)(decoder->smt_square % n));
    return report_error(decoder);
}

static nqcnf_status smt_unexpected(nqcnf_decoder *decoder, text token,
                                   const char *expected)
{
    char quote[QUOTE_MAX + 4];
    snprintf(decoder->message, sizeof decoder->message,
             "unexpected '%s' in the model (expected %s)",
             quoted(token, quote, sizeof quote), expected);
    return report_error(decoder);
}

static nqcnf_status take_smt_token(nqcnf_decoder *decoder, text token)
{
    static const struct {
        const char *token; /* NULL: any atom */
        const char *expected;
    } steps[] = {
        [SMT_OPEN] = {"(", "'(' opening the model"},
        [SMT_MODEL_WORD] = {"(", "'(define-fun' or ')'"},
        [SMT_ENTRY] = {"(", "'(define-fun' or ')'"},
        [SMT_DEFINE] = {"define-fun", "'define-fun'"},
        [SMT_NAME] = {NULL, "a constant's name"},
        [SMT_ARGS_OPEN] = {"(", "'()'"},
        [SMT_ARGS_CLOSE] = {")", "'()'"},
        [SMT_SORT] = {"Bool", "'Bool'"},
        [SMT_VALUE] = {NULL, "true or false"},
        [SMT_ENTRY_CLOSE] = {")", "')' closing the definition"},
    };
    const smt_step step = decoder->smt;
    if (step == SMT_MODEL_WORD && text_is(token, "model")) {
        decoder->smt = SMT_ENTRY;
        return NQCNF_OK;
    }
    if ((step == SMT_MODEL_WORD || step == SMT_ENTRY) && text_is(token, ")"))
        return end_model(decoder);
    const int is_paren = text_is(token, "(") || text_is(token, ")");
    if (step == SMT_NAME) {
        if (is_paren) return smt_unexpected(decoder, token, "a name");
        decoder->smt = SMT_ARGS_OPEN;
        return take_smt_name(decoder, token);
    }
    if (step == SMT_VALUE) {
        if (!text_is(token, "true") && !text_is(token, "false"))
            return smt_unexpected(decoder, token, steps[step].expected);
        decoder->smt = SMT_ENTRY_CLOSE;
        return take_smt_value(decoder, token);
    }
    if (!text_is(token, steps[step].token))
        return smt_unexpected(decoder, token, steps[step].expected);
    decoder->smt = step == SMT_ENTRY_CLOSE ? SMT_ENTRY
                   : step == SMT_MODEL_WORD ? SMT_DEFINE
                                            : (smt_step)(step + 1);
    return NQCNF_OK;
}

/* Parentheses are tokens of their own; anything else runs to the next
 * blank or parenthesis. */
static text next_smt_token(text *rest)
{
    size_t start = 0;
    while (start < rest->length && is_blank(rest->at[start])) start++;
    size_t end = start;
    if (end < rest->length &&
        (rest->at[end] == '(' || rest->at[end] == ')'))
        end++;
    else
        while (end < rest->length && !is_blank(rest->at[end]) &&
               rest->at[end] != '(' && rest->at[end] != ')')
            end++;
    const text token = {rest->at + start, end - start};
    rest->at += end;
    rest->length -= end;
    return token;
}

static nqcnf_status take_smt_line(nqcnf_decoder *decoder, text line)
{
    text rest = line;
    while (decoder->state == IN_MODEL) {
        const text token = next_smt_token(&rest);
        if (token.length == 0) return NQCNF_OK;
        const nqcnf_status status = take_smt_token(decoder, token);
        if (status != NQCNF_OK) return status;
    }
    if (decoder->state != MODEL_ENDED) return NQCNF_OK; /* skipping */
    decoder->state = NO_MODEL;
    const text after = trimmed(rest.at, rest.length);
    if (after.length == 0) return NQCNF_OK;
    char quote[QUOTE_MAX + 4];
    snprintf(decoder->message, sizeof decoder->message,
             "text after the model's closing ')': '%s'",
             quoted(after, quote, sizeof quote));
    return report_error(decoder);
}

/* z3 answers (get-model) after unsat or unknown with
 * (error "line 9 column 10: model is not available"): expected, and
 * silently passed over. Any other error line is the solver's complaint
 * and is reported as it stands. */
static int is_error_line(text line)
{
    return line.length >= 6 && memcmp(line.at, "(error", 6) == 0;
}

static int contains(text haystack, const char *needle)
{
    const size_t length = strlen(needle);
    for (size_t i = 0; i + length <= haystack.length; i++)
        if (memcmp(haystack.at + i, needle, length) == 0) return 1;
    return 0;
}

/* The text of (error "TEXT"), which is what is worth quoting in a
 * message of limited length; the whole line if it is not so shaped. */
static text error_text(text line)
{
    text inner = trimmed(line.at + 6, line.length - 6);
    if (inner.length >= 3 && inner.at[0] == '"' &&
        inner.at[inner.length - 1] == ')' &&
        inner.at[inner.length - 2] == '"') {
        const text quoted_text = {inner.at + 1, inner.length - 3};
        return quoted_text;
    }
    return line;
}

static nqcnf_status take_smt_error(nqcnf_decoder *decoder, text line)
{
    char quote[QUOTE_MAX + 4];
    const text what = error_text(line);
    if (decoder->state == IN_MODEL && decoder->syntax == SYNTAX_SMT) {
        /* "sat" and then an error instead of the model: one report. */
        decoder->state = NO_MODEL;
        snprintf(decoder->message, sizeof decoder->message,
                 "the solver answered sat on line %zu, then reported an "
                 "error: '%s'",
                 decoder->model_line, quoted(what, quote, sizeof quote));
        return report_error(decoder);
    }
    if (decoder->state != IN_MODEL &&
        contains(line, "model is not available"))
        return NQCNF_OK;
    const nqcnf_status status = begin_answer(decoder);
    if (status != NQCNF_OK) return status;
    snprintf(decoder->message, sizeof decoder->message,
             "the solver reported an error: '%s'",
             quoted(what, quote, sizeof quote));
    return report_error(decoder);
}

/* "c ..." is a comment, except that some solvers say "c UNKNOWN" when
 * they give up. */
static nqcnf_status take_comment(nqcnf_decoder *decoder, text rest)
{
    const text first = next_word(&rest);
    const text second = next_word(&rest);
    if (text_is(first, "UNKNOWN") && second.length == 0)
        return answer_without_model(decoder, NQCNF_ANSWER_UNKNOWN);
    return NQCNF_OK;
}

/* "s SATISFIABLE" (or a PB solver's "s OPTIMUM FOUND") opens a model,
 * unless it is the verdict on an OPB model printed before it. */
static nqcnf_status answer_satisfiable(nqcnf_decoder *decoder)
{
    if (decoder->opb_verdict_pending && decoder->state == NO_MODEL) {
        decoder->opb_verdict_pending = 0;
        return NQCNF_OK;
    }
    return answer_model_start(decoder);
}

/* The competition's "s" lines, plus picosat --all's closing count. */
static nqcnf_status take_status(nqcnf_decoder *decoder, text line, text rest)
{
    const text first = next_word(&rest);
    const text second = next_word(&rest);
    const text third = next_word(&rest);
    if (text_is(first, "SOLUTIONS") && all_digits(second) && third.length == 0)
        return begin_answer(decoder);
    if (text_is(first, "OPTIMUM") && text_is(second, "FOUND") &&
        third.length == 0)
        return answer_satisfiable(decoder);
    if (second.length != 0) return report_unexpected_text(decoder, line);
    if (text_is(first, "SATISFIABLE")) return answer_satisfiable(decoder);
    if (text_is(first, "UNSATISFIABLE"))
        return answer_without_model(decoder, NQCNF_ANSWER_UNSATISFIABLE);
    if (text_is(first, "UNKNOWN") || text_is(first, "INDETERMINATE"))
        return answer_without_model(decoder, NQCNF_ANSWER_UNKNOWN);
    return report_unexpected_text(decoder, line);
}

/* minisat's result file says SAT, UNSAT or INDET alone on the first line;
 * its standard output says SATISFIABLE or UNSATISFIABLE; z3 says sat,
 * unsat or unknown. */
static int take_bare_answer(nqcnf_decoder *decoder, text line,
                            nqcnf_status *status)
{
    if (text_is(line, "SAT") || text_is(line, "SATISFIABLE"))
        *status = answer_model_start(decoder);
    else if (text_is(line, "sat"))
        *status = answer_smt_model_start(decoder);
    else if (text_is(line, "UNSAT") || text_is(line, "UNSATISFIABLE") ||
             text_is(line, "unsat"))
        *status = answer_without_model(decoder, NQCNF_ANSWER_UNSATISFIABLE);
    else if (text_is(line, "INDET") || text_is(line, "UNKNOWN") ||
             text_is(line, "unknown"))
        *status = answer_without_model(decoder, NQCNF_ANSWER_UNKNOWN);
    else
        return 0;
    return 1;
}

/* Whether a line gives an answer (and so ends the skipping of a broken
 * z3 model, whose remaining lines are not worth reading). */
static int is_answer_line(text line)
{
    static const char *const answers[] = {
        "sat", "unsat", "unknown", "SAT", "UNSAT", "SATISFIABLE",
        "UNSATISFIABLE", "INDET", "UNKNOWN"};
    for (size_t i = 0; i < sizeof answers / sizeof answers[0]; i++)
        if (text_is(line, answers[i])) return 1;
    text rest = line;
    return text_is(next_word(&rest), "s");
}

static nqcnf_status take_line(nqcnf_decoder *decoder, text line)
{
    if (decoder->state == MODEL_ENDED || decoder->state == TRAILING_LITERALS)
        decoder->state = NO_MODEL;
    text rest = line;
    const text first = next_word(&rest);
    if (in_model_of(decoder, SYNTAX_OPB) && !text_is(first, "v")) {
        const nqcnf_status status = end_opb_model(decoder);
        if (status != NQCNF_OK) return status;
    }
    if (in_model_of(decoder, SYNTAX_SMT)) {
        if (decoder->state == SKIPPING_MODEL) {
            /* Only an answer ends the skipping of a broken z3 model. */
            if (!is_answer_line(line)) return NQCNF_OK;
        } else if (decoder->smt != SMT_OPEN ||
                   !(is_answer_line(line) || is_error_line(line))) {
            return take_smt_line(decoder, line);
        }
    }
    if (line.length == 0) return NQCNF_OK;
    if (is_error_line(line)) return take_smt_error(decoder, line);
    if (text_is(first, "c")) return take_comment(decoder, rest);
    if (text_is(first, "s")) return take_status(decoder, line, rest);
    if (text_is(first, "v")) return take_literals(decoder, rest, 1);
    nqcnf_status status = NQCNF_OK;
    if (take_bare_answer(decoder, line, &status)) return status;
    /* Some solvers print only the model, without the "v" prefix. */
    if (line.at[0] == '-' || is_digit(line.at[0]))
        return take_literals(decoder, line, 0);
    return report_unexpected_text(decoder, line);
}

nqcnf_status nqcnf_decoder_new(uint32_t n, nqcnf_answer_fn on_answer,
                               void *context, nqcnf_decoder **decoder)
{
    if (decoder == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    *decoder = NULL;
    if (on_answer == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    const nqcnf_status checked = nqcnf_check_n(n);
    if (checked != NQCNF_OK) return checked;
    nqcnf_decoder *created = nqcnf_allocate(sizeof *created);
    if (created == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(created, 0, sizeof *created);
    const nqcnf_status status =
        nqcnf_board_init(&created->board, n, NQCNF_SQUARE_UNASSIGNED);
    if (status != NQCNF_OK) {
        nqcnf_release(created);
        return status;
    }
    created->squares = (uint64_t)n * n;
    created->on_answer = on_answer;
    created->context = context;
    created->state = NO_MODEL;
    *decoder = created;
    return NQCNF_OK;
}

void nqcnf_decoder_set_variable_limit(nqcnf_decoder *decoder,
                                      uint64_t variables)
{
    if (decoder != NULL) decoder->variable_limit = variables;
}

nqcnf_status nqcnf_decoder_line(nqcnf_decoder *decoder, const char *line,
                                size_t length)
{
    if (decoder == NULL || (line == NULL && length != 0))
        return NQCNF_ERR_INVALID_ARGUMENT;
    if (decoder->stopped) return NQCNF_ERR_STOPPED;
    decoder->line_number++;
    return take_line(decoder, trimmed(line, length));
}

nqcnf_status nqcnf_decoder_finish(nqcnf_decoder *decoder)
{
    if (decoder == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    if (decoder->stopped) return NQCNF_ERR_STOPPED;
    return begin_answer(decoder);
}

void nqcnf_decoder_free(nqcnf_decoder *decoder)
{
    if (decoder == NULL) return;
    nqcnf_board_free(&decoder->board);
    nqcnf_release(decoder);
}

static nqcnf_status feed_lines(nqcnf_decoder *decoder, const char *data,
                               size_t size)
{
    size_t start = 0;
    while (start < size) {
        const char *newline = memchr(data + start, '\n', size - start);
        const size_t end = newline ? (size_t)(newline - data) : size;
        const nqcnf_status status =
            nqcnf_decoder_line(decoder, data + start, end - start);
        if (status != NQCNF_OK) return status;
        start = end + 1;
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_decode_buffer(uint32_t n, const char *data, size_t size,
                                 nqcnf_answer_fn on_answer, void *context)
{
    if (data == NULL && size != 0) return NQCNF_ERR_INVALID_ARGUMENT;
    nqcnf_decoder *decoder = NULL;
    nqcnf_status status = nqcnf_decoder_new(n, on_answer, context, &decoder);
    if (status != NQCNF_OK) return status;
    status = feed_lines(decoder, data, size);
    if (status == NQCNF_OK) status = nqcnf_decoder_finish(decoder);
    nqcnf_decoder_free(decoder);
    return status;
}

/* The stream is read in blocks into one buffer that grows only as far as
 * the longest line needs (getline would allocate behind the library's
 * allocator); complete lines are fed from it and the unfinished tail is
 * moved to the front before the next read. */
typedef struct line_reader {
    char *data;
    size_t capacity;
    size_t used;
} line_reader;

#define READ_BLOCK 65536

static nqcnf_status make_room(line_reader *reader)
{
    if (reader->capacity - reader->used >= READ_BLOCK / 2) return NQCNF_OK;
    if (reader->capacity > SIZE_MAX / 2) return NQCNF_ERR_OUT_OF_MEMORY;
    const size_t capacity =
        reader->capacity == 0 ? READ_BLOCK : reader->capacity * 2;
    char *grown = nqcnf_reallocate(reader->data, capacity);
    if (grown == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    reader->data = grown;
    reader->capacity = capacity;
    return NQCNF_OK;
}

/* Feeds every complete line in the buffer and keeps the rest. */
static nqcnf_status feed_complete_lines(nqcnf_decoder *decoder,
                                        line_reader *reader)
{
    const char *last_newline = NULL;
    for (size_t i = reader->used; i > 0; i--)
        if (reader->data[i - 1] == '\n') {
            last_newline = reader->data + i - 1;
            break;
        }
    if (last_newline == NULL) return NQCNF_OK;
    const size_t complete = (size_t)(last_newline - reader->data) + 1;
    const nqcnf_status status = feed_lines(decoder, reader->data, complete);
    memmove(reader->data, reader->data + complete, reader->used - complete);
    reader->used -= complete;
    return status;
}

static nqcnf_status read_stream(nqcnf_decoder *decoder, FILE *stream,
                                line_reader *reader)
{
    for (;;) {
        nqcnf_status status = make_room(reader);
        if (status != NQCNF_OK) return status;
        const size_t got = fread(reader->data + reader->used, 1,
                                 reader->capacity - reader->used, stream);
        const size_t scanned = reader->used;
        reader->used += got;
        /* Only the new bytes can hold the newline that completes a line. */
        if (memchr(reader->data + scanned, '\n', got) != NULL) {
            status = feed_complete_lines(decoder, reader);
            if (status != NQCNF_OK) return status;
        }
        if (got == 0 || feof(stream) || ferror(stream)) break;
    }
    if (ferror(stream)) return NQCNF_ERR_IO;
    return feed_lines(decoder, reader->data, reader->used);
}

nqcnf_status nqcnf_decode_file(uint32_t n, FILE *stream,
                               nqcnf_answer_fn on_answer, void *context)
{
    if (stream == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    nqcnf_decoder *decoder = NULL;
    nqcnf_status status = nqcnf_decoder_new(n, on_answer, context, &decoder);
    if (status != NQCNF_OK) return status;
    line_reader reader = {NULL, 0, 0};
    status = read_stream(decoder, stream, &reader);
    if (status == NQCNF_OK) status = nqcnf_decoder_finish(decoder);
    nqcnf_release(reader.data);
    nqcnf_decoder_free(decoder);
    return status;
}
