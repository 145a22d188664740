#include "document/hubenvironment.h"

#include <QDir>
#include <QFile>

namespace rooflab {
namespace {

// huggingface_hub's _is_true: "1", "ON", "YES", "TRUE" in any case.
bool isTrue(const QString& value) {
    const QString upper = value.trimmed().toUpper();
    return upper == QLatin1String("1") || upper == QLatin1String("ON") || upper == QLatin1String("YES") ||
           upper == QLatin1String("TRUE");
}

QByteArray tokenFromFile() {
    QString path = qEnvironmentVariable("HF_TOKEN_PATH");
    if (path.isEmpty()) {
        QString home = qEnvironmentVariable("HF_HOME");
        if (home.isEmpty()) {
            const QString xdg = qEnvironmentVariable("XDG_CACHE_HOME");
            home = (xdg.isEmpty() ? QDir::homePath() + QLatin1String("/.cache") : xdg) + QLatin1String("/huggingface");
        }
        path = home + QLatin1String("/token");
    }
    if (path.startsWith(QLatin1String("~/")))
        path = QDir::homePath() + path.mid(1);
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(4096).trimmed() : QByteArray();
}

} // namespace

HubEnvironment HubEnvironment::fromProcess() {
    HubEnvironment hub;
    QString endpoint = qEnvironmentVariable("HF_ENDPOINT");
    while (endpoint.endsWith(QLatin1Char('/')))
        endpoint.chop(1);
    if (!endpoint.isEmpty())
        hub.endpoint = endpoint;
    hub.token = qgetenv("HF_TOKEN").trimmed();
    if (hub.token.isEmpty())
        hub.token = tokenFromFile();
    hub.offline =
        isTrue(qEnvironmentVariable("HF_HUB_OFFLINE")) || isTrue(qEnvironmentVariable("TRANSFORMERS_OFFLINE"));
    bool numeric = false;
    const double seconds = qEnvironmentVariable("HF_HUB_DOWNLOAD_TIMEOUT").toDouble(&numeric);
    if (numeric && seconds >= 1 && seconds <= 3600)
        hub.timeoutSeconds = int(seconds);
    return hub;
}

} // namespace rooflab
