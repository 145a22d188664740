#pragma once
// The saved tensors of one PyTorch decoder block, summed term by term
// (pytorchactivations.cpp). Internal to core's memory code.
#include "core/base/derivation.h"
#include "core/memory/memorynames.h"
#include "core/model/scenario.h"

namespace rooflab {

// A sum of saved tensors, each `tokens × width × bytes`, split over tensor parallelism the way
// Megatron splits them: head- and d_ff-wide tensors always, d_model-wide ones only with
// sequence parallelism.
template <class Recorder> class SavedTensors {
public:
    SavedTensors(const Scenario& sc, double tokens, const char* name, const char* source, Recorder* trace)
        : m_trace(trace)
        , m_tokens(tokens)
        , m_source(source)
        , m_tp(sc.parallel.tensorParallel)
        , m_sp(sc.parallel.sequenceParallel)
        , m_sum(BasicFormula<Recorder>::sum(trace, name, Unit::Bytes, source)) {}

    enum class Split { Heads, Model, None };
    void add(const char* name, const char* widthName, double width, double bytes, Split split) {
        if (width <= 0 || bytes <= 0)
            return;
        auto term = BasicFormula<Recorder>::product(m_trace, name, Unit::Bytes, m_source);
        term.times(memorynames::kTokens, m_tokens, Unit::Count)
            .times(widthName, width, Unit::Plain)
            .times(memorynames::kBytesEach, bytes, Unit::BytesPerValue,
                   bytes == 1   ? "bool"
                   : bytes == 8 ? "int64"
                                : valueBytesLabel(bytes));
        if (m_tp > 1 && split == Split::Heads)
            term.over(memorynames::kTensorGpus, m_tp, Unit::Plain);
        if (m_tp > 1 && split == Split::Model && m_sp)
            term.over(kSequenceParallelGpus, m_tp, Unit::Plain);
        m_sum.plus(name, term.result(), Unit::Bytes);
    }
    Traced result() { return m_sum.result(); }

private:
    static constexpr const char* kSequenceParallelGpus = ROOFLAB_TR_NOOP("rooflab::Explain", "sequence-parallel GPUs");

    Recorder* m_trace;
    double m_tokens;
    const char* m_source;
    double m_tp;
    bool m_sp;
    BasicFormula<Recorder> m_sum;
};

} // namespace rooflab
