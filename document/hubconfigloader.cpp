#include "document/hubconfigloader.h"

#include <nlohmann/json.hpp>

namespace rooflab {

HubConfigLoader::HubConfigLoader(HubEnvironment environment, HubCache cache, QObject* parent)
    : QObject(parent)
    , m_environment(std::move(environment))
    , m_cache(std::move(cache)) {}

void HubConfigLoader::cancel() {
    if (m_client)
        m_client->cancel();
}

HubConfigResult HubConfigLoader::fromCache(const QString& name, bool* needsNetwork) const {
    HubConfigResult result;
    *needsNetwork = false;
    HubModelName model;
    if (!HubModelName::parse(name, &model, &result.problem))
        return result;
    result.model = model.display();
    result.path = m_cache.findConfig(model);
    result.ok = !result.path.isEmpty();
    if (result.ok)
        return result;
    if (m_cache.knownAbsent(model))
        result.problem = tr("%1 has no config.json on the Hub (its cache in %2 says so): not a model RoofLab can "
                            "read")
                             .arg(result.model, m_cache.dir());
    else if (m_environment.offline)
        result.problem = tr("%1 is not in the Hugging Face cache (%2) and HF_HUB_OFFLINE is set, so nothing was "
                            "downloaded: unset HF_HUB_OFFLINE once to fetch it")
                             .arg(result.model, m_cache.dir());
    else
        *needsNetwork = true;
    return result;
}

void HubConfigLoader::load(const QString& name) {
    bool needsNetwork = false;
    const HubConfigResult cached = fromCache(name, &needsNetwork);
    if (!needsNetwork) {
        QTimer::singleShot(0, this, [this, cached] { emit finished(cached); });
        return;
    }
    QString unused; // fromCache() parsed the name already
    HubModelName::parse(name, &m_model, &unused);
    if (!m_client) {
        m_client = new HubClient(m_environment, this);
        connect(m_client, &HubClient::finished, this, &HubConfigLoader::downloaded);
    }
    m_client->fetchConfig(m_model);
}

QString HubConfigLoader::invalidJson(const QByteArray& bytes) const {
    try {
        if (nlohmann::json::parse(bytes.constBegin(), bytes.constEnd()).is_object())
            return {};
        return tr("%1: the config.json served is JSON but not an object (a Hugging Face config is one): nothing "
                  "was stored")
            .arg(m_model.display());
    } catch (const nlohmann::json::parse_error& error) {
        return tr("%1: the config.json served is not valid JSON (at byte %2): nothing was stored")
            .arg(m_model.display())
            .arg(error.byte);
    }
}

void HubConfigLoader::downloaded(const HubDownload& download) {
    HubConfigResult result;
    result.model = m_model.display();
    result.problem = download.ok ? invalidJson(download.bytes) : download.problem;
    if (result.problem.isEmpty())
        result.problem = m_cache.storeConfig(m_model, download.commit, download.etag, download.bytes);
    if (result.problem.isEmpty()) {
        result.path = m_cache.findConfig(m_model);
        result.ok = !result.path.isEmpty();
        result.downloaded = true;
        if (!result.ok)
            result.problem = tr("%1 was stored in %2 but cannot be found there again").arg(result.model, m_cache.dir());
    }
    emit finished(result);
}

} // namespace rooflab
