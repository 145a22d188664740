#include "core/steptime/productfraction.h"

#include "core/steptime/gemmshape.h"

#include <algorithm>

namespace rooflab {

double shapedProductFraction(const EfficiencyCurve& curve, const EfficiencyCurve& timed, double m, double n, double k,
                             double perCall, int sms, bool training, double groups, double fillK, double& shape) {
    const double atSize = curve.at(perCall);
    if (m <= 0 || n <= 0 || k <= 0 || sms <= 0 || timed.points.empty())
        return atSize;
    shape = gemmPassesOccupancy(m, n, k, sms, training, groups, fillK) / timed.at(perCall);
    double fullOccupancy = 0;
    for (const auto& [flops, fraction] : curve.points)
        fullOccupancy = std::max(fullOccupancy, fraction / timed.at(flops));
    return std::min(fullOccupancy, atSize * shape);
}

} // namespace rooflab
