#pragma once
// Derivations: how each figure RoofLab shows was computed, with the values of the scenario in it.
//
// The numbers and their explanations come from one code path. Core computes its figures with
// Formula, which multiplies (or adds) named operands; given a Trace, the same Formula also
// records the operands and the result as a DerivationStep. Without a Trace (the fast path used
// by every slider move) nothing is recorded and nothing is allocated. A figure's explanation is
// therefore the literal list of operations that produced its value; they cannot disagree.
#include "core/base/translatable.h"

#include <algorithm>
#include <limits>
#include <map>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace rooflab {

// How a value is written: the renderer picks the digits and the unit symbol.
enum class Unit {
    Plain,         // a bare number: a count of layers, a factor
    Count,         // large counts written with an exponent: parameters, tokens
    Bytes,         // GiB or GB, as the user chose
    BytesPerValue, // bytes of one element, a bare number: the operand is named "bytes"
    Flop,
    FlopPerSecond,
    BytePerSecond,
    FlopPerByte,
    Seconds,
    Hours,
    Days,
    Money,
    TokensPerSecond,
    Ratio, // a fraction shown as a percentage
};

// A number and, when it was traced, the step that computed it (-1 for an input).
struct Traced {
    double value = 0;
    int step = -1;
    Traced() = default;
    Traced(double v)
        : value(v) {} // NOLINT: plain inputs convert implicitly
    Traced(double v, int s)
        : value(v)
        , step(s) {}
    operator double() const { return value; } // NOLINT: a traced value is a value
};

enum class Operation { Product, Sum, Maximum, Minimum };
enum class OperandRole { Times, Over, Plus, Minus, Of };

struct Operand {
    OperandRole role = OperandRole::Times;
    // Copied when recorded: names may come from strings that do not outlive the trace.
    std::string name; // English; translated by the renderer (context "rooflab::Explain")
    double value = 0;
    Unit unit = Unit::Plain;
    std::string detail; // data in parentheses, never translated: "fp32", "ZeRO-3"
    int step = -1;      // the step that computed this operand, if it was traced
};

struct DerivationStep {
    std::string name; // English name of the result
    Unit unit = Unit::Plain;
    Operation operation = Operation::Product;
    std::vector<Operand> operands;
    double value = 0;
    std::string source; // paper or datasheet, never translated; empty when none
};

// What one evaluation recorded: every step, and the figures the UI can ask about by id
// ("memory.master_weights", "roofline.op.3.time", ...).
class Trace {
public:
    int add(DerivationStep step);
    void nameFigure(std::string id, Traced value);

    const std::vector<DerivationStep>& steps() const { return m_steps; }
    // The step that produced figure `id`, or -1.
    int figureStep(std::string_view id) const;
    // The steps behind `step`, inputs first and `step` last, each once.
    std::vector<int> chain(int step) const;
    std::vector<std::string> figureIds() const;

private:
    std::vector<DerivationStep> m_steps;
    std::map<std::string, int, std::less<>> m_figures;
};

// Builds one step. Operands are applied left to right: a product starts from 1 and multiplies
// (times) or divides (over); a sum starts from 0 and adds; a maximum or minimum keeps the
// largest or smallest operand (of). Everything but the recording is inline: the fast path is a
// handful of multiplications and one predictable branch per operand. Code that runs in tight
// searches is written once for any Recorder and instantiated with NoTrace as well: there the
// branches vanish at compile time and the arithmetic optimises like plain expressions.
template <class Recorder> class BasicFormula {
public:
    static BasicFormula product(Recorder* trace, const char* name, Unit unit, const char* source = nullptr) {
        return BasicFormula(trace, name, unit, Operation::Product, source, 1.0);
    }
    static BasicFormula sum(Recorder* trace, const char* name, Unit unit, const char* source = nullptr) {
        return BasicFormula(trace, name, unit, Operation::Sum, source, 0.0);
    }
    static BasicFormula maximum(Recorder* trace, const char* name, Unit unit, const char* source = nullptr) {
        return BasicFormula(trace, name, unit, Operation::Maximum, source, -std::numeric_limits<double>::infinity());
    }
    static BasicFormula minimum(Recorder* trace, const char* name, Unit unit, const char* source = nullptr) {
        return BasicFormula(trace, name, unit, Operation::Minimum, source, std::numeric_limits<double>::infinity());
    }

    BasicFormula& times(const char* name, Traced value, Unit unit, std::string_view detail = {}) {
        m_value *= value.value;
        if (tracing())
            record(OperandRole::Times, name, value, unit, detail);
        return *this;
    }
    // A factor of exactly 1 changes nothing; leaving it out keeps "× 1 layers" out of the text.
    BasicFormula& timesUnlessOne(const char* name, Traced value, Unit unit, std::string_view detail = {}) {
        return value.value == 1.0 ? *this : times(name, value, unit, detail);
    }
    BasicFormula& over(const char* name, Traced value, Unit unit, std::string_view detail = {}) {
        m_value /= value.value;
        if (tracing())
            record(OperandRole::Over, name, value, unit, detail);
        return *this;
    }
    BasicFormula& plus(const char* name, Traced value, Unit unit, std::string_view detail = {}) {
        m_value += value.value;
        if (tracing())
            record(OperandRole::Plus, name, value, unit, detail);
        return *this;
    }
    // A sum's subtrahend: what a budget loses ("KV cache = budget − weights − ...").
    BasicFormula& minus(const char* name, Traced value, Unit unit, std::string_view detail = {}) {
        m_value -= value.value;
        if (tracing())
            record(OperandRole::Minus, name, value, unit, detail);
        return *this;
    }
    BasicFormula& of(const char* name, Traced value, Unit unit, std::string_view detail = {}) {
        m_value = m_operation == Operation::Minimum ? std::min(m_value, value.value) : std::max(m_value, value.value);
        if (tracing())
            record(OperandRole::Of, name, value, unit, detail);
        return *this;
    }

    double value() const { return m_value; }
    // The value, recorded as a step when tracing.
    Traced result() { return tracing() ? recordResult() : Traced(m_value); }

private:
    BasicFormula(Recorder* trace, const char* name, Unit unit, Operation operation, const char* source, double start)
        : m_trace(trace)
        , m_operation(operation)
        , m_value(start)
        , m_name(name)
        , m_unit(unit)
        , m_source(source) {}
    // Known false at compile time for BasicFormula<NoTrace>: the recording code is not even built.
    bool tracing() const {
        if constexpr (std::is_same_v<Recorder, Trace>)
            return m_trace != nullptr;
        else
            return false;
    }
    void record(OperandRole role, const char* name, const Traced& value, Unit unit, std::string_view detail) {
        if constexpr (std::is_same_v<Recorder, Trace>)
            m_operands.push_back({role, name, value.value, unit, std::string(detail), value.step});
    }
    Traced recordResult() {
        if constexpr (std::is_same_v<Recorder, Trace>) {
            DerivationStep step;
            step.name = m_name;
            step.unit = m_unit;
            step.operation = m_operation;
            step.operands = std::move(m_operands);
            step.value = m_value;
            step.source = m_source ? m_source : "";
            return Traced(m_value, m_trace->add(std::move(step)));
        } else {
            return Traced(m_value);
        }
    }

    Recorder* m_trace;
    Operation m_operation;
    double m_value;
    const char* m_name;
    Unit m_unit;
    const char* m_source;
    // Only the traced instantiation keeps operands: the untraced one (the fit searches build
    // hundreds of formulas per evaluation) carries no vector to construct and destroy.
    struct NoOperands {};
    [[no_unique_address]] std::conditional_t<std::is_same_v<Recorder, Trace>, std::vector<Operand>, NoOperands>
        m_operands;
};

// The recorder of the untraced instantiation: nothing, at no cost.
struct NoTrace {};

using Formula = BasicFormula<Trace>;

// The detail written beside a floating-point per-value byte count: "fp32", "16-bit" (or none).
constexpr std::string_view valueBytesLabel(double bytes) {
    return bytes == 4 ? "fp32" : bytes == 2 ? "16-bit" : "";
}

// "ZeRO-0" .. "ZeRO-3": a detail that needs no allocation on the fast path.
std::string_view zeroStageLabel(int stage);

} // namespace rooflab
