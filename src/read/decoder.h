/*
 * decoder.h - what the decoder's syntax files share with its dispatcher.
 *
 * decoder.c owns the decoder and hands each line to a table of syntaxes
 * (decode_dimacs.c, decode_pb.c, decode_z3.c); decode_model.c is what
 * they have in common: the model being read, its board, the reports;
 * decode_diagnosis.c what a stream is when it is no answer at all.
 * A syntax is a row of hooks rather than a branch of one big function,
 * so that adding one touches no other syntax.
 */
#ifndef NQCNF_READ_DECODER_H
#define NQCNF_READ_DECODER_H

#include "read/text.h"

#include "core/internal.h"

/* Long enough for every message with its quoted text cut short. */
#define DECODE_MESSAGE_SIZE 256
/* A quote of input text (nqcnf_quote): 48 bytes at most, "..." and the
 * NUL. */
#define DECODE_QUOTE_SIZE 52

typedef enum decode_state {
    NO_MODEL,          /* between answers: literals start a new model */
    IN_MODEL,          /* reading a model; the board holds it so far */
    MODEL_ENDED,       /* its end (a final 0) was read: more literals on
                          the same line are an error; the next line may
                          start the next model (bare models in a row) */
    TRAILING_LITERALS, /* literals followed the final 0 on its line
                          (reported): ignore the rest of that line */
    SKIPPING_MODEL     /* an error was reported: ignore the model's lines
                          until the next answer */
} decode_state;

typedef struct decode_syntax decode_syntax;

/* A name of the SMT file the model answers (decode_z3.c): its square, or
 * the number of squares for a helper variable, which is passed over. */
typedef struct decode_name {
    const char *name; /* into the same allocation, not NUL-terminated */
    size_t length;
    uint64_t square;
} decode_name;

struct nqcnf_decoder {
    nqcnf_board board;
    uint64_t squares;
    uint64_t variable_limit;  /* 0: none */
    nqcnf_answer_fn on_answer;
    void *context;
    size_t line_number;
    size_t model_line;        /* where the model being read started */
    decode_state state;
    const decode_syntax *syntax; /* of the model being read */
    int model_announced;      /* an answer line ("s SATISFIABLE") opened it */
    int model_has_literals;   /* its first literal fixed its syntax */
    int verdict_pending;      /* a model ended before any answer line
                                 announced it: the next "s SATISFIABLE"
                                 confirms it instead of opening a model */
    int smt_step;             /* decode_z3.c: the token expected next */
    uint64_t smt_square;      /* decode_z3.c: the square being defined */
    decode_name *smt_names;   /* decode_z3.c: the SMT file's names, sorted
                                 (nqcnf_decoder_set_smt2_names); NULL:
                                 squares are x<r>y<c> */
    size_t smt_name_count;
    uint64_t smt_extent;      /* decode_z3.c: 1 + the largest row or
                                 column an x<r>y<c> name of this model
                                 gave (0: none), for another N */
    int smt_model_ended;      /* decode_z3.c: a model ended and no answer
                                 line came since */
    int shuffled;             /* the models answer a shuffled file */
    nqcnf_shuffle shuffle;    /* nqcnf_decoder_set_shuffle's copy */
    int32_t *held;            /* shuffle.variables 0: the model's
                                 literals, mapped back at its end */
    size_t held_count, held_capacity;
    uint64_t *pending;        /* a large board's squares so far (index * 2
                                 + queen) while fewer than would pay for
                                 the board (decode_model.c) */
    size_t pending_count, pending_capacity;
    uint64_t model_squares;   /* values put on squares by this model */
    uint64_t late_conflict;   /* 1 + a square the pending values gave both
                                 values, found when the board was made */
    int memory_failed;        /* the pending list or the board could not
                                 grow: the model ends out of memory */
    int stopped;              /* the callback asked to stop */
    /* decode_diagnosis.c: what the stream is, when it is no answer */
    size_t stream_line;       /* line_number before the stream's first */
    int any_text;             /* a line of the stream was not blank */
    int first_looked_at;      /* its first line neither blank nor a "c"
                                 comment was looked at */
    int input_diagnosed;      /* that line said the stream is no answer:
                                 the rest of it is passed over */
    int bare_satisfiable;     /* minisat's standard output's verdict,
                                 "SATISFIABLE" alone, opened the model */
    uint64_t model_highest;   /* the model's largest variable (literal
                                 syntaxes; 0: none) */
    nqcnf_decode_diagnosis diagnosis; /* of the latest answer reported */
    uint32_t other_n;
    char message[DECODE_MESSAGE_SIZE];
};

/* A line as the dispatcher hands it on: without its surrounding blanks,
 * and cut after its first word. */
typedef struct decode_line {
    nqcnf_text text;
    nqcnf_text first;
    nqcnf_text rest;
} decode_line;

/* How a syntax writes the literals of a model: parses one (0 ends the
 * model), and how literals and the file are named in messages. */
typedef struct decode_literal_syntax {
    nqcnf_number_kind (*parse)(nqcnf_text word, int32_t *literal);
    const char *not_a_literal; /* ends "'WORD' is not a literal" */
    const char *prefix;
    const char *file_name;
} decode_literal_syntax;

/* One syntax of solver output. Hooks may be NULL where the syntax has
 * nothing to say. The `done` hooks return 1 when the line is dealt with,
 * *status then saying how that went, and 0 to let the line go on. */
struct decode_syntax {
    /* Offered every line first while a model of this syntax is open (read
     * or skipped): z3's model runs over any line, a PB model ends at the
     * first line that is not a "v" line. */
    int (*model_line)(nqcnf_decoder *decoder, const decode_line *line,
                      nqcnf_status *status);
    /* Offered every non-empty line no open model took, in table order. */
    int (*take)(nqcnf_decoder *decoder, const decode_line *line,
                nqcnf_status *status);
    /* Whether the line is one of this syntax's answers (a broken z3 model
     * is skipped up to any of them). */
    int (*is_answer)(nqcnf_text line);
    /* An answer, or the end of the input, comes while a model of this
     * syntax is being read (the state is NO_MODEL already): report the
     * model, or what it lacks. A model skipped after an error is simply
     * dropped. */
    nqcnf_status (*interrupt)(nqcnf_decoder *decoder);
    /* For syntaxes whose models are literals (nqcnf_decode_literals). */
    decode_literal_syntax literals;
};

/* The rows (decoder.c lists them in the order they are offered lines). */
extern const decode_syntax nqcnf_decode_dimacs_syntax;
extern const decode_syntax nqcnf_decode_pb_syntax;
extern const decode_syntax nqcnf_decode_z3_syntax;

/* decoder.c: whether any syntax would take the line as an answer. */
int nqcnf_decode_is_answer(nqcnf_text line);

/* ---- decode_model.c ---------------------------------------------------- */

/* Hands an answer to the caller; NQCNF_ERR_STOPPED if it said stop. */
nqcnf_status nqcnf_decode_report(nqcnf_decoder *decoder,
                                 nqcnf_answer_kind kind, size_t line);

/* The same for an answer that carries a diagnosis (decode_diagnosis.c):
 * nqcnf_decoder_diagnosis() says it while the callback runs. */
nqcnf_status nqcnf_decode_report_as(nqcnf_decoder *decoder,
                                    nqcnf_answer_kind kind, size_t line,
                                    nqcnf_decode_diagnosis diagnosis,
                                    uint32_t other_n);

/* Reports an error at the current line. An error inside a model makes
 * the rest of it meaningless: the model is skipped to the next answer. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
nqcnf_status
nqcnf_decode_fail(nqcnf_decoder *decoder, const char *format, ...);

/* Input text for a message the caller may print to a terminal: cut short
 * and every byte that is not printable ASCII written \xNN. */
const char *nqcnf_decode_quote(nqcnf_text text, char quote[DECODE_QUOTE_SIZE]);

/* A line that is none of the things it could be. */
nqcnf_status nqcnf_decode_unexpected(nqcnf_decoder *decoder, nqcnf_text line);

/* Whether a model is being read or skipped (of `syntax`, or any: NULL). */
int nqcnf_decode_model_open(const nqcnf_decoder *decoder,
                            const decode_syntax *syntax);

void nqcnf_decode_start_model(nqcnf_decoder *decoder,
                              const decode_syntax *syntax, int announced);

/* The model is complete: report it. */
nqcnf_status nqcnf_decode_end_model(nqcnf_decoder *decoder);

/* Every answer closes the model before it (decode_syntax.interrupt) and
 * ends the wait for a verdict. */
nqcnf_status nqcnf_decode_begin_answer(nqcnf_decoder *decoder);

/* An answer line that opens a model of `syntax`. */
nqcnf_status nqcnf_decode_open_model(nqcnf_decoder *decoder,
                                     const decode_syntax *syntax);

/* An answer line without a model (UNSATISFIABLE, UNKNOWN). */
nqcnf_status nqcnf_decode_answer(nqcnf_decoder *decoder,
                                 nqcnf_answer_kind kind);

/* Boards up to this many squares are allocated with the decoder; a
 * larger one only once a model has given a sixteenth of its squares a
 * value, so that memory follows the model, not N. */
#define DECODE_EAGER_SQUARES ((uint64_t)1 << 22)

/* Puts a value on square `index` (0-based) unless the model already gave
 * it the other value; returns whether it did not. On a large board the
 * values wait in a list and a contradiction among them is told at the
 * model's end, as is running out of memory. */
int nqcnf_decode_set_square(nqcnf_decoder *decoder, uint64_t index, int queen);

/* The words of `rest` as literals of `syntax` into the current model
 * (starting one if none is open). */
nqcnf_status nqcnf_decode_literals(nqcnf_decoder *decoder, nqcnf_text rest,
                                   const decode_syntax *syntax);

/* ---- decode_diagnosis.c ------------------------------------------------ */

/* The stream's first line that is neither blank nor a "c" comment: 1
 * (and *status) when it shows the stream is no answer (a CNF, an OPB
 * file, minisat's standard output), which is reported and the rest of
 * the stream passed over; 0 to read the line as ever. */
int nqcnf_decode_diagnose_first_line(nqcnf_decoder *decoder,
                                     const decode_line *line,
                                     nqcnf_status *status);

/* At a model's end: 1 (and *status) when it is a whole board of another
 * N, which is reported instead of the model. */
int nqcnf_decode_diagnose_other_n(nqcnf_decoder *decoder,
                                  nqcnf_status *status);

/* minisat's bare SATISFIABLE was followed by no literal at all. */
nqcnf_status nqcnf_decode_diagnose_minisat_verdict(nqcnf_decoder *decoder);

/* At nqcnf_decoder_finish(): reports a stream without a line that is not
 * blank, and readies the decoder for the next stream. */
nqcnf_status nqcnf_decode_diagnose_end(nqcnf_decoder *decoder,
                                       nqcnf_status status);

#endif
