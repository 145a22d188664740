#include "core/base/derivation.h"

#include <algorithm>
#include <functional>

namespace rooflab {

int Trace::add(DerivationStep step) {
    m_steps.push_back(std::move(step));
    return int(m_steps.size()) - 1;
}

void Trace::nameFigure(std::string id, Traced value) {
    if (value.step >= 0)
        m_figures[std::move(id)] = value.step;
}

int Trace::figureStep(std::string_view id) const {
    const auto it = m_figures.find(id);
    return it == m_figures.end() ? -1 : it->second;
}

std::vector<int> Trace::chain(int step) const {
    std::vector<int> order;
    if (step < 0 || step >= int(m_steps.size()))
        return order;
    std::vector<bool> seen(m_steps.size(), false);
    // Depth first, dependencies before the step that uses them. Steps only refer to earlier
    // steps, so there is no cycle.
    std::function<void(int)> visit = [&](int s) {
        if (seen[size_t(s)])
            return;
        seen[size_t(s)] = true;
        for (const Operand& operand : m_steps[size_t(s)].operands)
            if (operand.step >= 0 && operand.step < s)
                visit(operand.step);
        order.push_back(s);
    };
    visit(step);
    return order;
}

std::vector<std::string> Trace::figureIds() const {
    std::vector<std::string> ids;
    ids.reserve(m_figures.size());
    for (const auto& [id, step] : m_figures)
        ids.push_back(id);
    return ids;
}

std::string_view zeroStageLabel(int stage) {
    static constexpr std::string_view labels[] = {"ZeRO-0", "ZeRO-1", "ZeRO-2", "ZeRO-3"};
    return labels[std::clamp(stage, 0, 3)];
}

} // namespace rooflab
